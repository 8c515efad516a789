import { exitOnStartFailure, poolStats } from '@casino/service-kit';
import { createServiceMetrics, startMetricsServer, stopMetricsServer } from '@casino/service-kit/metrics';
import { buildApp } from './app.js';
import { loadConfig } from './config.js';
import { createDb } from './db/database.js';
import { migrateToLatest } from './db/migrate.js';
import { startLoops } from './lib/loops.js';
import { createServices } from './services.js';

/** Does one job's due work until none is left (a settlement of 100,000 tickets is many batches). */
const drain = (run: () => Promise<number>) => async () => {
  while ((await run()) > 0);
};

/** Starts the sportsbook: its own database and migrations, the HTTP server, its background loops. */
async function main(): Promise<void> {
  const config = loadConfig();
  const db = createDb(config.databaseUrl);
  try {
    await migrateToLatest(db);
    let log: (message: string, details?: Record<string, unknown>) => void = () => {};
    const services = createServices({ config, db, log: (message, details) => log(message, details) });
    // Prometheus metrics (METRICS_PORT): requests, the process, the database pool.
    const metrics = config.metrics ? createServiceMetrics({ pool: () => poolStats(db) }) : undefined;
    const app = await buildApp({ config, db, services, metrics, logger: { level: config.logLevel } });
    log = (message, details) => app.log.warn(details ?? {}, message);
    await app.listen({ host: config.host, port: config.port });
    const metricsServer =
      metrics && config.metrics
        ? await startMetricsServer(metrics, config.metrics.host, config.metrics.port)
        : undefined;
    app.log.info(`The sportsbook is running at ${config.publicUrl} (wallet: ${config.platformUrl})`);
    // Every loop is safe on several instances: each takes its work with SKIP LOCKED or a lease.
    const loops = startLoops(
      [
        { name: 'settlement', everyMs: 1_000, run: drain(services.settlement.settleDue) },
        { name: 'wallet outbox', everyMs: 500, run: drain(services.outbox.deliverDue) },
        { name: 'pending tickets', everyMs: 15_000, run: drain(services.recoverPending) },
        { name: 'expired sessions', everyMs: 3_600_000, run: services.sessions.deleteExpired },
      ],
      (error, name) => app.log.error(error, `${name} failed; retried on its next run`),
    );
    // The live stream: this instance listens, and publishes while it holds the lock (decision 028).
    await services.stream.start();

    let closing = false;
    const shutdown = async (signal: string) => {
      if (closing) return;
      closing = true;
      app.log.info(`${signal}: closing`);
      await services.stream.stop();
      await app.close();
      if (metricsServer) await stopMetricsServer(metricsServer);
      await loops.stop();
      await db.destroy();
      process.exit(0);
    };
    process.on('SIGTERM', () => void shutdown('SIGTERM'));
    process.on('SIGINT', () => void shutdown('SIGINT'));
    // Started by the platform (`npm start`): its channel closes when the platform ends, however it ends.
    if (process.connected)
      process.on('disconnect', () => void shutdown('the platform that started the sportsbook is gone'));
  } catch (error) {
    await db.destroy().catch(() => {});
    throw error;
  }
}

main().catch(exitOnStartFailure);
