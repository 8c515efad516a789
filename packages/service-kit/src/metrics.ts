import { createServer, type Server } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { PoolStats } from './postgres.js';

export type { PoolStats } from './postgres.js';

/**
 * What every server of the project measures (the platform, the studio, the sportsbook): the
 * process's own metrics, every request by route pattern, method and status, and the database
 * pool. A registry per server (tests build several apps in one process); the platform adds its
 * own metrics to it.
 */
export function createServiceMetrics(options: { pool?: () => PoolStats | undefined } = {}) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const requests = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Requests by method, route pattern and status, and how long each took to answer.',
    labelNames: ['method', 'route', 'status_code'] as const,
    // From a cached read to a long seamless batch or a report.
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const pool = options.pool;
  if (pool) {
    new Gauge({
      name: 'db_pool_connections',
      help: 'The database pool: connections open (total), idle among them, and queries waiting for a connection (waiting), read at each scrape.',
      labelNames: ['state'] as const,
      registers: [registry],
      collect() {
        const stats = pool();
        if (!stats) return;
        this.set({ state: 'total' }, stats.total);
        this.set({ state: 'idle' }, stats.idle);
        this.set({ state: 'waiting' }, stats.waiting);
      },
    });
  }
  return { registry, requests };
}
export type ServiceMetrics = ReturnType<typeof createServiceMetrics>;

/**
 * Times every request of `app` by its route's pattern (`/api/users/:id/`, never the address
 * itself, so the labels stay few); a request no route took counts as `unmatched`. Called on the
 * root instance before the routes are registered, so the hook applies to all of them.
 */
export function timeRequests(app: FastifyInstance, metrics: Pick<ServiceMetrics, 'requests'>): void {
  app.addHook('onResponse', async (request, reply) => {
    metrics.requests.observe(
      {
        method: request.method,
        route: request.routeOptions.url ?? 'unmatched',
        status_code: String(reply.statusCode),
      },
      reply.elapsedTime / 1000,
    );
  });
}

/**
 * `/metrics` on a port of its own, bound to `host` (loopback unless configured): never on the
 * server's public port, so the public never reads it (issue #27).
 */
export function startMetricsServer(metrics: { registry: Registry }, host: string, port: number): Promise<Server> {
  const { registry } = metrics;
  const server = createServer((request, response) => {
    if (request.method !== 'GET' || request.url !== '/metrics') {
      response.writeHead(404).end();
      return;
    }
    registry.metrics().then(
      (text) => response.writeHead(200, { 'Content-Type': registry.contentType }).end(text),
      () => response.writeHead(500).end(),
    );
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}

/** Stops a metrics server; resolves once it is closed. */
export const stopMetricsServer = (server: Server) => new Promise<void>((resolve) => server.close(() => resolve()));
