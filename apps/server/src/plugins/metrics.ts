import { createServiceMetrics, type PoolStats, timeRequests } from '@casino/service-kit/metrics';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Counter } from 'prom-client';
import { createJobMetrics } from './metrics.jobs.js';
import { createMoneyMetrics } from './metrics.money.js';

export { startMetricsServer, stopMetricsServer } from '@casino/service-kit/metrics';

/**
 * The platform's Prometheus metrics, in a registry of its own (tests build several apps in one
 * process): what every server measures (the process, requests by route, the database pool:
 * `@casino/service-kit/metrics`), errors by code, the seamless batches and the wallet's
 * operations (`seamless`, `wallet`: the modules' ports), and the scheduled jobs (`jobs`, the
 * scheduler's observer). `pool` is read at each scrape.
 */
export function createMetrics(options: { pool?: () => PoolStats | undefined } = {}) {
  const service = createServiceMetrics(options);
  const { registry } = service;
  const errors = new Counter({
    name: 'http_errors_total',
    help: "Error answers by their error code (validation_error, not_enough_money, internal_error…; a provider's refusals too) and status.",
    labelNames: ['code', 'status_code'] as const,
    registers: [registry],
  });
  return { ...service, errors, ...createMoneyMetrics(registry), jobs: createJobMetrics(registry) };
}
export type Metrics = ReturnType<typeof createMetrics>;

/**
 * Times every request by its route's pattern, method and status, and counts the error answers
 * by the code the errors plugin (or the seamless routes) marked them with.
 */
export const metricsPlugin = fp(async (app: FastifyInstance, { metrics }: { metrics: Metrics }) => {
  timeRequests(app, metrics);
  app.addHook('onResponse', async (request, reply) => {
    if (request.errorCode) metrics.errors.inc({ code: request.errorCode, status_code: String(reply.statusCode) });
  });
});
