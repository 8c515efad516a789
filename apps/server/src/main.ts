import { exitOnStartFailure } from '@casino/service-kit';
import { buildApp } from './app.js';
import { createMetrics, startMetricsServer } from './plugins/metrics.js';
import { loadConfig } from './config.js';
import { createDb, poolStats } from './db/database.js';
import { startEmbeddedPostgres } from './db/embedded.js';
import { migrateToLatest } from './db/migrate.js';
import { seedDemoPlayer } from './db/seed.js';
import { readableLogStream } from './lib/readable-log.js';
import { loadJwtSecret, seedSettings } from './modules/settings/index.js';
import { startLocalProvider } from './local-provider.js';
import { SPORTSBOOK_PROVIDER } from './modules/sports/index.js';
import { createServices } from './services.js';
import { createDrain } from './modules/health/health.drain.js';
import { createJobScheduler } from './jobs/job-scheduler.js';
import { platformJobs } from './jobs/platform-jobs.js';

const say = (line: string) => process.stdout.write(`${line}\n`);

// A second signal within this of the first is the same one delivered twice.
const REPEATED_SIGNAL_MS = 1_000;

/**
 * What has started so far, stopped last first on a signal or a failed start: a SIGTERM in
 * the middle of the start stops cleanly too. Once the site listens, a signal first drains it
 * (`onDrain`: the grace period in which `/readyz` says 503 and requests are still answered);
 * a second signal exits at once, whatever is still running. (A platform that dies without
 * running this, under SIGKILL or that second signal, has its embedded database stopped by a
 * watchdog, and its studio stops when its channel to the platform closes.)
 */
function createShutdown(log: (error: unknown) => void) {
  const stops: (() => unknown)[] = [];
  let closing = false;
  let drain: (() => Promise<void>) | undefined;
  let firstSignalAt = 0;
  return {
    onStop(stop: () => unknown) {
      stops.push(stop);
    },
    onDrain(run: () => Promise<void>) {
      drain = run;
    },
    async stopAll() {
      closing = true;
      for (const stop of stops.reverse()) await Promise.resolve(stop()).catch(log);
    },
    async exit(signal: string) {
      if (closing) {
        // One Ctrl-C arrives twice: the terminal signals the whole process group, and npm
        // forwards it to its child too. Only a later one means "now".
        if (Date.now() - firstSignalAt < REPEATED_SIGNAL_MS) return;
        say(`${signal} again: exiting now, without waiting for what is still running`);
        process.exit(1);
      }
      closing = true;
      firstSignalAt = Date.now();
      say(`${signal}: closing`);
      await drain?.().catch(log);
      await this.stopAll();
      process.exit(0);
    },
  };
}

/** Starts the platform: database (embedded unless DATABASE_URL), migrations, seed, HTTP. */
async function main(): Promise<void> {
  const config = loadConfig();
  // The services' errors (a failed SMTP delivery) go to the app's logger once it exists.
  let log: (error: unknown) => void = (error) => process.stderr.write(`${String(error)}\n`);
  const shutdown = createShutdown((error) => log(error));
  // A closed terminal sends SIGHUP.
  for (const signal of ['SIGTERM', 'SIGINT', 'SIGHUP'] as const) process.on(signal, () => void shutdown.exit(signal));

  try {
    let databaseUrl = config.databaseUrl;
    if (!databaseUrl) {
      say(`Starting the embedded PostgreSQL (data in ${config.dataDir}) …`);
      const embedded = await startEmbeddedPostgres(config.dataDir, config.embeddedPgPort, say);
      shutdown.onStop(() => embedded.stop());
      databaseUrl = embedded.url;
    }
    const db = createDb(databaseUrl);
    shutdown.onStop(() => db.destroy());
    await migrateToLatest(db);
    await seedSettings(db);
    const jwtSecret = await loadJwtSecret(db, config.jwtSecret);
    // One set of services for the app and the seed.
    // Prometheus metrics (METRICS_PORT), before the services, which count the money in them.
    const metrics = config.metrics ? createMetrics({ pool: () => poolStats(db) }) : undefined;
    const services = createServices({ config, db, jwtSecret, metrics, log: (error) => log(error) });
    // The shipped banners, promotions and articles fill empty tables; an operator's edits stay.
    await services.content.seed();
    // Local mode: readable lines for the person at the terminal; production: JSON for the log collector.
    const stream = config.mode === 'local' ? readableLogStream : undefined;
    // Started by the first shutdown signal: /readyz sends the load balancer elsewhere.
    const drain = createDrain();
    const app = await buildApp({ config, db, services, metrics, drain, logger: { level: config.logLevel, stream } });
    log = (error) => app.log.error(error);
    const demo = config.seedDemoPlayer ? await seedDemoPlayer(db, services) : null;
    const owner = await services.staff.accounts.ensureFirstOwner();
    await services.games.registerProviders();
    // The jackpots' pools each get a round, and drops a crash left unpaid are paid: before the
    // first stake, then every minute.
    await services.jackpots.keep().catch((error: unknown) => app.log.error(error));
    await app.listen({ host: config.host, port: config.port });
    // Closing waits for the requests in flight (a seamless call's batch commits and is answered):
    // idle keep-alive connections are closed at once (Fastify's forceCloseConnections: 'idle'),
    // and from the drain on every answer closes its own (app.ts), so the close ends with the last.
    shutdown.onStop(() => app.close());
    shutdown.onDrain(async () => {
      drain.start();
      if (config.shutdownGraceMs === 0) return;
      say(`Draining for ${config.shutdownGraceMs / 1000} s: /readyz answers 503, requests are still served`);
      await new Promise((resolve) => setTimeout(resolve, config.shutdownGraceMs));
    });
    if (metrics && config.metrics) {
      const metricsServer = await startMetricsServer(metrics, config.metrics.host, config.metrics.port);
      shutdown.onStop(() => new Promise<void>((resolve) => metricsServer.close(() => resolve())));
    }
    // After listening: the providers authenticate their players against this platform.
    const studio = config.studio.startLocally
      ? await startLocalProvider(
          config,
          {
            title: 'game studio',
            name: 'studio',
            folder: 'apps/studio',
            code: 'studio',
            ...config.studio,
          },
          databaseUrl,
          (line) => app.log.warn(line),
        ).catch((error: unknown) => {
          app.log.error(error, 'the game studio could not start; games are unavailable');
        })
      : undefined;
    if (studio) shutdown.onStop(() => studio.stop());
    await services.sports.registerProvider();
    const sportsbook = config.sportsbook.startLocally
      ? await startLocalProvider(
          config,
          {
            title: 'sportsbook',
            name: 'sportsbook',
            folder: 'apps/sportsbook',
            code: SPORTSBOOK_PROVIDER,
            ...config.sportsbook,
            env: config.sportsbook.operatorKey ? { OPERATOR_KEY: config.sportsbook.operatorKey } : {},
          },
          databaseUrl,
          (line) => app.log.warn(line),
        ).catch((error: unknown) => {
          app.log.error(error, 'the sportsbook could not start; sports betting is unavailable');
        })
      : undefined;
    if (sportsbook) shutdown.onStop(() => sportsbook.stop());
    // The background jobs, each due time run by one instance of the fleet (decision 046).
    const jobs = createJobScheduler({ db, now: services.now, log: (error) => log(error), observe: metrics?.jobs });
    shutdown.onStop(await jobs.start(platformJobs(config, services, db)));

    say(`\nThe casino is running at ${config.publicUrl}`);
    say(`API reference: ${config.publicUrl}/api/docs`);
    if (studio) say(`Game studio: ${config.studio.publicUrl}`);
    if (sportsbook) say(`Sportsbook: ${config.sportsbook.publicUrl}`);
    if (services.localMailbox) say(`Local mailbox (mail is not sent in local mode): ${config.publicUrl}/dev/mailbox`);
    if (owner)
      say(
        `Back office: ${config.publicUrl}/backoffice/ — owner created: username "${owner.username}", password "${owner.password}" (shown once; two-factor sign-in is set up at the first sign-in)`,
      );
    if (demo) say(`Demo player created: username "${demo.username}", password "${demo.password}" (shown once)`);
  } catch (error) {
    await shutdown.stopAll();
    throw error;
  }
}

main().catch(exitOnStartFailure);
