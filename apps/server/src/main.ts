import { exitOnStartFailure } from '@casino/service-kit';
import { buildApp } from './app.js';
import { createMetrics, startMetricsServer } from './plugins/metrics.js';
import { loadConfig } from './config.js';
import { createDb } from './db/database.js';
import { startEmbeddedPostgres } from './db/embedded.js';
import { migrateToLatest } from './db/migrate.js';
import { seedDemoPlayer } from './db/seed.js';
import { readableLogStream } from './lib/readable-log.js';
import { loadJwtSecret, seedSettings } from './modules/settings/index.js';
import { startLocalProvider } from './local-provider.js';
import { SPORTSBOOK_PROVIDER } from './modules/sports/index.js';
import { createServices } from './services.js';

const say = (line: string) => process.stdout.write(`${line}\n`);

/**
 * What has started so far, stopped last first on a signal or a failed start: a SIGTERM in
 * the middle of the start stops cleanly too. (A platform that dies without running this,
 * under SIGKILL, has its embedded database stopped by a watchdog, and its studio stops
 * when its channel to the platform closes.)
 */
function createShutdown(log: (error: unknown) => void) {
  const stops: (() => unknown)[] = [];
  let closing = false;
  return {
    onStop(stop: () => unknown) {
      stops.push(stop);
    },
    async stopAll() {
      closing = true;
      for (const stop of stops.reverse()) await Promise.resolve(stop()).catch(log);
    },
    async exit(signal: string) {
      if (closing) return;
      say(`${signal}: closing`);
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
    const services = createServices({ config, db, jwtSecret, log: (error) => log(error) });
    // The shipped banners, promotions and articles fill empty tables; an operator's edits stay.
    await services.content.seed();
    // Local mode: readable lines for the person at the terminal; production: JSON for the log collector.
    const stream = config.mode === 'local' ? readableLogStream : undefined;
    const metrics = config.metrics ? createMetrics() : undefined;
    const app = await buildApp({ config, db, services, metrics, logger: { level: config.logLevel, stream } });
    log = (error) => app.log.error(error);
    const demo = config.seedDemoPlayer ? await seedDemoPlayer(db, services) : null;
    const owner = await services.staff.accounts.ensureFirstOwner();
    await services.games.registerProviders();
    // The jackpots' pools each get a round, and drops a crash left unpaid are paid: before the
    // first stake, then every minute.
    const keepJackpots = () => services.jackpots.keep().catch((error: unknown) => app.log.error(error));
    await keepJackpots();
    await app.listen({ host: config.host, port: config.port });
    shutdown.onStop(() => app.close());
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
            entry: 'apps/studio/src/main.ts',
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
            entry: 'apps/sportsbook/src/main.ts',
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
    // The catalogue is synced from each provider now and periodically; a provider that is
    // down keeps its last catalogue and is retried.
    shutdown.onStop(services.games.catalogue.startSync(config.gamesSyncIntervalMs));
    // Stale payments and wagering requirements past their end expire every minute; a failed run
    // is logged and retried on the next tick.
    const expiry = setInterval(() => {
      services.payments.expireStale().catch((error: unknown) => app.log.error(error));
      services.wagering.expireDue().catch((error: unknown) => app.log.error(error));
      void keepJackpots();
    }, 60_000);
    // The sandbox processors retry the callbacks the platform has not acknowledged yet.
    const callbacks = setInterval(() => {
      services.payments.deliverCallbacks().catch((error: unknown) => app.log.error(error));
    }, 5_000);
    // The cashback of a period that has ended is paid within the hour (and at start).
    const payCashback = () => void services.cashback.payLastPeriod().catch((error: unknown) => app.log.error(error));
    payCashback();
    const cashback = setInterval(payCashback, 3_600_000);
    // Accounts inactive past the terms' months are closed and paid out: at start, then hourly
    // (decision 038); every instance runs it, and each account is closed once.
    const closeInactive = () => void services.inactivity.run().catch((error: unknown) => app.log.error(error));
    closeInactive();
    const inactivity = setInterval(closeInactive, 3_600_000);
    shutdown.onStop(() => [expiry, callbacks, cashback, inactivity].forEach(clearInterval));

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
