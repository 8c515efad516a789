import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { metricsConfig, metricsEnv, parseEnv } from './config.js';
import { createServiceMetrics, startMetricsServer, stopMetricsServer, timeRequests } from './metrics.js';
import { createPostgresDb, poolStats } from './postgres.js';
import { z } from 'zod';

describe("a server's metrics", () => {
  it('time requests by route pattern, method and status, and read the pool at each scrape', async () => {
    let stats = { total: 3, idle: 1, waiting: 0 };
    const metrics = createServiceMetrics({ pool: () => stats });
    const app = Fastify();
    timeRequests(app, metrics);
    app.get('/api/rounds/:id', async () => ({ ok: true }));
    await app.inject({ method: 'GET', url: '/api/rounds/r-42' });
    await app.inject({ method: 'GET', url: '/nowhere' });
    let text = await metrics.registry.metrics();
    expect(text).toContain(
      'http_request_duration_seconds_count{method="GET",route="/api/rounds/:id",status_code="200"} 1',
    );
    expect(text).toContain('http_request_duration_seconds_count{method="GET",route="unmatched",status_code="404"} 1');
    expect(text).not.toContain('r-42');
    expect(text).toContain('db_pool_connections{state="total"} 3');
    expect(text).toContain('db_pool_connections{state="idle"} 1');
    stats = { total: 10, idle: 0, waiting: 7 };
    text = await metrics.registry.metrics();
    expect(text).toContain('db_pool_connections{state="total"} 10');
    expect(text).toContain('db_pool_connections{state="waiting"} 7');
    expect(text).toContain('process_cpu_seconds_total');
    await app.close();
  });

  it("reads a pool made by createPostgresDb, and nothing of another database's", async () => {
    // A pool connects on its first query: none here, so no server is needed.
    const db = createPostgresDb('postgres://nobody@127.0.0.1:1/none', 4);
    expect(poolStats(db)).toEqual({ total: 0, idle: 0, waiting: 0 });
    expect(poolStats({})).toBeUndefined();
    await db.destroy();
  });

  it('are served at /metrics on a port of their own, and nothing else is', async () => {
    const metrics = createServiceMetrics();
    const server = await startMetricsServer(metrics, '127.0.0.1', 0);
    try {
      const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      const response = await fetch(`${base}/metrics`);
      expect(response.status).toBe(200);
      expect(await response.text()).toContain('process_cpu_seconds_total');
      expect((await fetch(`${base}/metrics/extra`)).status).toBe(404);
      expect((await fetch(`${base}/metrics`, { method: 'POST' })).status).toBe(404);
    } finally {
      await stopMetricsServer(server);
    }
  });

  it('are configured by METRICS_PORT (none unless set) and METRICS_HOST (loopback unless set)', () => {
    const Env = z.object(metricsEnv);
    expect(metricsConfig(parseEnv(Env, {}, 'test'))).toBeNull();
    expect(metricsConfig(parseEnv(Env, { METRICS_PORT: '9464' }, 'test'))).toEqual({ host: '127.0.0.1', port: 9464 });
    expect(metricsConfig(parseEnv(Env, { METRICS_PORT: '9464', METRICS_HOST: '0.0.0.0' }, 'test'))).toEqual({
      host: '0.0.0.0',
      port: 9464,
    });
    expect(() => parseEnv(Env, { METRICS_PORT: '70000' }, 'test')).toThrow(/METRICS_PORT/);
  });
});
