import { createServer, type Server } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { collectDefaultMetrics, Histogram, Registry } from 'prom-client';

/** The platform's Prometheus metrics: a registry of its own (tests build several apps in one process). */
export function createMetrics() {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const requests = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Requests by method, route pattern and status, and how long each took to answer.',
    labelNames: ['method', 'route', 'status_code'],
    // From a cached read to a long seamless batch or a report.
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  return { registry, requests };
}
export type Metrics = ReturnType<typeof createMetrics>;

/**
 * Times every request by its route's pattern (`/api/users/:id/`, never the address itself, so
 * the labels stay few); a request no route took counts as `unmatched`.
 */
export const metricsPlugin = fp(async (app: FastifyInstance, { metrics }: { metrics: Metrics }) => {
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
});

/**
 * `/metrics` on a port of its own, bound to `host` (loopback unless configured): never on the
 * site's port, so the public never reads it (issue #27).
 */
export function startMetricsServer(metrics: Metrics, host: string, port: number): Promise<Server> {
  const server = createServer((request, response) => {
    if (request.method !== 'GET' || request.url !== '/metrics') {
      response.writeHead(404).end();
      return;
    }
    metrics.registry.metrics().then(
      (text) => response.writeHead(200, { 'Content-Type': metrics.registry.contentType }).end(text),
      () => response.writeHead(500).end(),
    );
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}
