import { exitOnStartFailure, poolStats } from '@casino/service-kit';
import { createServiceMetrics, startMetricsServer, stopMetricsServer } from '@casino/service-kit/metrics';
import { buildApp } from './app.js';
import { loadConfig } from './config.js';
import { createDb } from './db/database.js';
import { migrateToLatest } from './db/migrate.js';
import { createServices } from './services.js';

// How often unfinished rounds (a win not yet paid, a bet to roll back) are driven again.
const RETRY_EVERY_MS = 10_000;
// The live tables' clock: rounds open, close and pay within this much of their time.
const LIVE_TICK_MS = 500;

/** Starts the studio: its own database and migrations, the HTTP server, the retry loop. */
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

    let running: Promise<unknown> = Promise.resolve();
    const retry = setInterval(() => {
      running = services.rounds.resumeDue().catch((error: unknown) => app.log.error(error));
    }, RETRY_EVERY_MS);
    let ticking = false;
    const liveClock = setInterval(() => {
      if (ticking) return; // a slow tick (a slow wallet) is never run twice at once
      ticking = true;
      running = services.live
        .tick()
        .catch((error: unknown) => app.log.error(error))
        .finally(() => {
          ticking = false;
        });
    }, LIVE_TICK_MS);
    app.log.info(`The studio is running at ${config.publicUrl} (wallet: ${config.platformUrl})`);

    let closing = false;
    const shutdown = async (signal: string) => {
      if (closing) return;
      closing = true;
      app.log.info(`${signal}: closing`);
      clearInterval(retry);
      clearInterval(liveClock);
      await app.close();
      if (metricsServer) await stopMetricsServer(metricsServer);
      await running;
      await db.destroy();
      process.exit(0);
    };
    process.on('SIGTERM', () => void shutdown('SIGTERM'));
    process.on('SIGINT', () => void shutdown('SIGINT'));
    // Started by the platform (`npm start`): its channel closes when the platform ends, however it ends.
    if (process.connected)
      process.on('disconnect', () => void shutdown('the platform that started the studio is gone'));
  } catch (error) {
    await db.destroy().catch(() => {});
    throw error;
  }
}

main().catch(exitOnStartFailure);
