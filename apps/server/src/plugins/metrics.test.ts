import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type TestApp } from '../../test/build.js';
import { signUpAndIn } from '../../test/players.js';
import { createProvider, fund } from '../../test/provider.js';
import { poolStats } from '../db/database.js';
import { createMetrics, startMetricsServer, stopMetricsServer } from './metrics.js';

let t: TestApp;
// The pool is read at each scrape, so it may name the app's database before it exists.
const metrics = createMetrics({ pool: () => poolStats(t.db) });
beforeAll(async () => {
  t = await build({ metrics });
});
afterAll(() => t.close());

/** A metric's series as prom-client reads them (collect() included): labels and value. */
async function series(name: string) {
  const metric = metrics.registry.getSingleMetric(name);
  if (!metric) throw new Error(`no metric ${name}`);
  return (await metric.get()).values;
}
/** The value of the series of `name` (a histogram's `_count`, `_sum`…) whose labels include `labels`. */
async function valueOf(name: string, labels: Record<string, string> = {}, metricName = name): Promise<number> {
  const found = (await series(name)).filter(
    (value) =>
      ((value as { metricName?: string }).metricName ?? name) === metricName &&
      Object.entries(labels).every(([key, expected]) => String(value.labels[key]) === expected),
  );
  return found.reduce((sum, value) => sum + value.value, 0);
}
/** A counter's value with these labels (0 before the first count). */
const counted = async (name: string, labels: Record<string, string>) =>
  (await series(name))
    .filter((value) => Object.entries(labels).every(([key, expected]) => String(value.labels[key]) === expected))
    .reduce((sum, value) => sum + value.value, 0);

describe('Prometheus metrics', () => {
  it('time each request by its route pattern, method and status; an unknown address as unmatched', async () => {
    await t.app.inject({ method: 'GET', url: '/api/health' });
    await t.app.inject({ method: 'GET', url: '/api/health' });
    await t.app.inject({ method: 'GET', url: '/api/backoffice/players/42/' });
    await t.app.inject({ method: 'GET', url: '/api/no-such-thing/' });
    const text = await metrics.registry.metrics();
    expect(text).toContain('http_request_duration_seconds_count{method="GET",route="/api/health",status_code="200"} 2');
    // The pattern, never the id: one series whatever player is asked for.
    expect(text).toContain('route="/api/backoffice/players/:id/",status_code="401"');
    expect(text).not.toContain('/players/42/');
    expect(text).toContain('http_request_duration_seconds_count{method="GET",route="unmatched",status_code="404"} 1');
    expect(text).toContain('process_cpu_seconds_total');
  });

  it('count error answers by their code and status, never a success', async () => {
    const before = {
      unauthenticated: await counted('http_errors_total', { code: 'not_authenticated', status_code: '401' }),
      invalid: await counted('http_errors_total', { code: 'validation_error', status_code: '400' }),
    };
    await t.app.inject({ method: 'GET', url: '/api/backoffice/players/42/' });
    await t.app.inject({ method: 'GET', url: '/api/backoffice/players/43/' });
    await t.app.inject({ method: 'POST', url: '/api/accounts/registration/', payload: { username: '' } });
    await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(await counted('http_errors_total', { code: 'not_authenticated', status_code: '401' })).toBe(
      before.unauthenticated + 2,
    );
    expect(await counted('http_errors_total', { code: 'validation_error', status_code: '400' })).toBe(
      before.invalid + 1,
    );
    expect((await series('http_errors_total')).every((value) => Number(value.labels.status_code) >= 400)).toBe(true);
  });

  it("count a provider's bets as wallet operations once their batch committed, and time the batches", async () => {
    const provider = await createProvider(t);
    const { user } = await signUpAndIn(t);
    await provider.launch(user.id);
    const deposits = await counted('wallet_operations_total', { kind: 'deposit', outcome: 'ok' });
    await fund(t, user.id, 10_000);
    // One-at-a-time operations count where the wallet runs them (runOperation).
    expect(await counted('wallet_operations_total', { kind: 'deposit', outcome: 'ok' })).toBe(deposits + 1);

    const batches = await valueOf('seamless_batch_size', {}, 'seamless_batch_size_count');
    const calls = await valueOf('seamless_batch_size', {}, 'seamless_batch_size_sum');
    const waits = await valueOf('seamless_batch_wait_seconds', {}, 'seamless_batch_wait_seconds_count');
    const bets = (outcome: string) => counted('wallet_operations_total', { kind: 'bet', outcome });
    const [ok, replayed, refused] = [await bets('ok'), await bets('replayed'), await bets('not_enough_money')];
    const refusals = await counted('http_errors_total', { code: 'not_enough_money', status_code: '400' });

    // Three bets at once (one batch or more), then a retry of the first, then one beyond the balance.
    const answers = await Promise.all(['m-1', 'm-2', 'm-3'].map((tx) => provider.bet(user.id, tx, 10)));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    expect((await provider.bet(user.id, 'm-1', 10)).status).toBe(200);
    expect(await provider.bet(user.id, 'm-4', 1_000)).toMatchObject({
      status: 400,
      body: { code: 'not_enough_money' },
    });

    expect(await bets('ok')).toBe(ok + 3);
    expect(await bets('replayed')).toBe(replayed + 1);
    expect(await bets('not_enough_money')).toBe(refused + 1);
    // Five calls, each in one committed batch, each with its wait; a batch holds one call at least.
    expect(await valueOf('seamless_batch_size', {}, 'seamless_batch_size_sum')).toBe(calls + 5);
    expect(await valueOf('seamless_batch_wait_seconds', {}, 'seamless_batch_wait_seconds_count')).toBe(waits + 5);
    const committed = (await valueOf('seamless_batch_size', {}, 'seamless_batch_size_count')) - batches;
    expect(committed).toBeGreaterThanOrEqual(3); // the retry and the refused bet came after the first ones
    expect(committed).toBeLessThanOrEqual(5);
    expect(await valueOf('seamless_batch_commit_seconds', {}, 'seamless_batch_commit_seconds_count')).toBe(
      await valueOf('seamless_batch_size', {}, 'seamless_batch_size_count'),
    );
    expect(await valueOf('seamless_batch_commit_seconds', {}, 'seamless_batch_commit_seconds_sum')).toBeGreaterThan(0);
    // The provider-facing refusal is an error answer by its code too.
    expect(await counted('http_errors_total', { code: 'not_enough_money', status_code: '400' })).toBe(refusals + 1);
    // Labels stay bounded: no transaction id in any series, and the operations by kind and outcome only.
    expect(await metrics.registry.metrics()).not.toContain('m-1');
    expect(
      (await series('wallet_operations_total')).every((value) => Object.keys(value.labels).join() === 'kind,outcome'),
    ).toBe(true);
  });

  it("count the wallet's own operations by kind and outcome: ok, replayed, refused", async () => {
    const { user } = await signUpAndIn(t);
    await fund(t, user.id, 5_000);
    const of = (kind: string, outcome: string) => counted('wallet_operations_total', { kind, outcome });
    const before = [
      await of('Cashback', 'ok'),
      await of('Cashback', 'replayed'),
      await of('reserve', 'not_enough_money'),
    ];
    const grant = { key: `metrics-cashback-${user.id}`, userId: user.id, amount: 100 };
    await t.services.wallet.grantBonuses('Cashback', [grant]);
    await t.services.wallet.grantBonuses('Cashback', [grant]);
    await expect(
      t.services.wallet.reserve({
        key: `metrics-reserve-${user.id}`,
        userId: user.id,
        amount: 6_000,
        purpose: 'payout',
      }),
    ).rejects.toMatchObject({ code: 'not_enough_money' });
    expect([
      await of('Cashback', 'ok'),
      await of('Cashback', 'replayed'),
      await of('reserve', 'not_enough_money'),
    ]).toEqual([before[0]! + 1, before[1]! + 1, before[2]! + 1]);
  });

  it('read the database pool at each scrape: open, idle and waiting connections', async () => {
    await Promise.all([1, 2, 3].map(() => t.app.inject({ method: 'GET', url: '/api/health' })));
    const pool = {
      total: await valueOf('db_pool_connections', { state: 'total' }),
      idle: await valueOf('db_pool_connections', { state: 'idle' }),
      waiting: await valueOf('db_pool_connections', { state: 'waiting' }),
    };
    expect(pool.total).toBeGreaterThanOrEqual(1);
    expect(pool.total).toBeLessThanOrEqual(10); // the pool's max
    expect(pool.idle).toBeGreaterThanOrEqual(0);
    expect(pool.idle).toBeLessThanOrEqual(pool.total);
    expect(pool.waiting).toBe(0);
  });

  it('are served at /metrics on a port of their own, and nothing else is', async () => {
    const server = await startMetricsServer(metrics, '127.0.0.1', 0);
    try {
      const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      const response = await fetch(`${base}/metrics`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toContain('text/plain');
      const text = await response.text();
      for (const name of [
        'http_request_duration_seconds_bucket',
        'http_errors_total',
        'seamless_batch_size_bucket',
        'wallet_operations_total',
        'db_pool_connections{state="total"}',
      ])
        expect(text).toContain(name);
      expect((await fetch(`${base}/`)).status).toBe(404);
    } finally {
      await stopMetricsServer(server);
    }
    // The site's own port has no /metrics.
    const site = await t.app.inject({ method: 'GET', url: '/metrics' });
    expect(site.body).not.toContain('http_request_duration');
    expect(site.body).not.toContain('wallet_operations_total');
  });
});

describe('the job metrics', () => {
  it('count runs by job and outcome, and time their lag and duration', async () => {
    metrics.jobs('cashback', { lagSeconds: 2, durationSeconds: 0.5, outcome: 'ok' });
    metrics.jobs('cashback', { lagSeconds: 0.2, durationSeconds: 1.5, outcome: 'failed' });
    expect(await counted('job_runs_total', { job: 'cashback', outcome: 'ok' })).toBe(1);
    expect(await counted('job_runs_total', { job: 'cashback', outcome: 'failed' })).toBe(1);
    expect(await valueOf('job_lag_seconds', { job: 'cashback' }, 'job_lag_seconds_sum')).toBeCloseTo(2.2);
    expect(await valueOf('job_duration_seconds', { job: 'cashback' }, 'job_duration_seconds_count')).toBe(2);
  });
});
