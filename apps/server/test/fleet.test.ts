import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';
import { createDb, type Db } from '../src/db/database.js';
import { type Fleet, startFleet } from '../src/fleet/fleet.js';
import { freeFleetPort } from '../src/fleet/fleet.ports.js';
import { reconcile } from '../src/modules/wallet/index.js';
import { createServices, type Services } from '../src/services.js';
import { createEmptyDatabase } from './database.js';
import { eventually, expectEachAnsweredOnce, preparePlayers, startBetLoad } from './signed-load.js';
import { insertPlayer } from './players.js';

/**
 * The fleet (issue #27): three platform instances, two studio instances and the sportsbook
 * behind HAProxy on one PostgreSQL. A provider's bets and wins and players' slot spins go
 * through the load balancer while one platform instance is killed with SIGKILL and started
 * again; afterwards every acknowledged call is in the ledger exactly once, the ledger
 * reconciles, and the jobs' log shows no due time run twice.
 */
let empty: Awaited<ReturnType<typeof createEmptyDatabase>>;
let fleet: Fleet | undefined;
let db: Db;
let services: Services;
const output: string[] = [];

beforeAll(async () => {
  empty = await createEmptyDatabase();
  fleet = await startFleet({
    env: {
      ...process.env,
      DATABASE_URL: empty.url,
      APP_MODE: 'local',
      LOG_LEVEL: 'warn',
      SEED_DEMO_PLAYER: 'false',
      WEB_DIST: '/nonexistent',
      RATE_LIMIT_PROVIDER_PER_MINUTE: '1000000000',
    },
    host: '127.0.0.1',
    port: await freeFleetPort(),
    platforms: 3,
    studios: 2,
    log: (line) => output.push(line),
  }).catch((error: unknown) => {
    throw new Error(`${String(error)}\n${output.join('\n')}`);
  });
  db = createDb(empty.url, 4);
  services = createServices({ config: loadConfig({ DATABASE_URL: empty.url }), db, jwtSecret: 'x'.repeat(40) });
}, 240_000);

afterAll(async () => {
  await fleet?.stop();
  await db?.destroy();
  await empty.drop();
}, 60_000);

type Round = { id: string; state: string; stake: number; credited: number | null };

/** A player spinning a slot at the studio through the load balancer, as the game frame does. */
async function startSpinning(fleetOf: Fleet) {
  const player = await insertPlayer({ db, services });
  await services.wallet.deposit({ key: `fleet-${player}`, userId: player, amount: 500_000, paymentRef: 'fleet' });
  // The platform's catalogue comes from the studio through the load balancer.
  expect(await eventually(async () => (await db.selectFrom('games').select('id').execute()).length > 0, 60_000)).toBe(
    true,
  );
  const token = await services.seamless.issueLaunchToken(player, 'studio', 'lucky-clover');
  const launch = await fetch(`${fleetOf.studioUrl}/play/lucky-clover?mode=real&lang=en&token=${token}`, {
    redirect: 'manual',
  });
  const session = new URLSearchParams((launch.headers.get('location') ?? '').split('#')[1]).get('session');
  expect(session).toBeTruthy();
  const rounds: Round[] = [];
  let stopped = false;
  const running = (async () => {
    while (!stopped) {
      const answer = await fetch(`${fleetOf.studioUrl}/api/client/rounds`, {
        method: 'POST',
        headers: { 'x-studio-session': session!, 'content-type': 'application/json' },
        body: JSON.stringify({ input: { bet: 100 } }),
      }).catch(() => null);
      if (answer?.status === 200) {
        const body = (await answer.json()) as { round?: Round } & Round;
        rounds.push(body.round ?? body);
      } else await new Promise((resolve) => setTimeout(resolve, 50));
    }
  })();
  return {
    rounds,
    async stop() {
      stopped = true;
      await running;
    },
  };
}

it('keeps every acknowledged call once while an instance is killed and restarted under load', async () => {
  const running = fleet!;
  const players = await preparePlayers(db, services);
  const lbPort = Number(new URL(running.url).port);
  const load = startBetLoad(lbPort, players, 'fleet');
  const spins = await startSpinning(running);
  const answeredAtLeast = (n: number) => eventually(() => load.answered() >= n, 60_000);

  expect(await answeredAtLeast(200)).toBe(true);
  await running.kill('platform-1', 'SIGKILL');
  const atKill = load.answered();
  expect(await answeredAtLeast(atKill + 200), 'the other instances carry the load').toBe(true);
  await running.restart('platform-1');
  const atRestart = load.answered();
  expect(await answeredAtLeast(atRestart + 200), 'the restarted instance takes its share').toBe(true);
  await load.stop();
  await spins.stop();

  // What got no answer (or a 502 from the instance that died) the provider retries.
  await load.retryUnanswered(lbPort);
  await expectEachAnsweredOnce(db, load.calls);
  expect(spins.rounds.length).toBeGreaterThan(0);
  for (const round of spins.rounds.filter((r) => r.state === 'settled')) {
    const rows = await db
      .selectFrom('wallet_transfers')
      .select(['kind', (eb) => eb.fn.sum<string>('amount').as('total')])
      .where('round_ref', '=', round.id)
      .groupBy('kind')
      .execute();
    const of = (kind: string) => Number(rows.find((row) => row.kind === kind)?.total ?? 0);
    expect({ round: round.id, bet: of('bet'), win: of('win') }).toEqual({
      round: round.id,
      bet: round.stake,
      win: round.credited ?? 0,
    });
  }
  expect((await reconcile(db)).ok).toBe(true);

  // The jobs ran on the instances, each due time once, one run of a job at a time (but for a
  // run the killed instance left, taken over when its lease ended).
  const { rows: twice } = await sql`SELECT job, due_at FROM job_runs GROUP BY job, due_at HAVING count(*) > 1`.execute(
    db,
  );
  expect(twice).toEqual([]);
  const callbacks = await db
    .selectFrom('job_runs')
    .selectAll()
    .where('job', '=', 'payments.callbacks')
    .orderBy('started_at')
    .execute();
  expect(callbacks.length).toBeGreaterThan(2);
  for (let i = 1; i < callbacks.length; i += 1) {
    const before = callbacks[i - 1]!;
    if (before.outcome === 'running') continue;
    expect(callbacks[i]!.started_at.getTime()).toBeGreaterThanOrEqual(before.finished_at!.getTime());
  }
}, 300_000);
