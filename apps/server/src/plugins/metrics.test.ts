import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type TestApp } from '../../test/build.js';
import { createMetrics, startMetricsServer } from './metrics.js';

const metrics = createMetrics();
let t: TestApp;
beforeAll(async () => {
  t = await build({ metrics });
});
afterAll(() => t.close());

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

  it('are served at /metrics on a port of their own, and nothing else is', async () => {
    const server = await startMetricsServer(metrics, '127.0.0.1', 0);
    try {
      const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      const response = await fetch(`${base}/metrics`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toContain('text/plain');
      expect(await response.text()).toContain('http_request_duration_seconds_bucket');
      expect((await fetch(`${base}/`)).status).toBe(404);
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
    // The site's own port has no /metrics.
    expect((await t.app.inject({ method: 'GET', url: '/metrics' })).body).not.toContain('http_request_duration');
  });
});
