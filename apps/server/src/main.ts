import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { createDb } from './db/database.js';
import { type EmbeddedDatabase, startEmbeddedPostgres } from './db/embedded.js';
import { migrateToLatest } from './db/migrate.js';
import { seedDemoPlayer } from './db/seed.js';
import { loadJwtSecret, seedSettings } from './modules/settings/index.js';
import { type LocalStudio, startLocalStudio } from './local-studio.js';
import { createServices } from './services.js';

const say = (line: string) => process.stdout.write(`${line}\n`);

/** Starts the platform: database (embedded unless DATABASE_URL), migrations, seed, HTTP. */
async function main(): Promise<void> {
  const config = loadConfig();
  let embedded: EmbeddedDatabase | undefined;
  let databaseUrl = config.databaseUrl;
  if (!databaseUrl) {
    say(`Starting the embedded PostgreSQL (data in ${config.dataDir}) …`);
    embedded = await startEmbeddedPostgres(config.dataDir, config.embeddedPgPort);
    databaseUrl = embedded.url;
  }
  const db = createDb(databaseUrl);
  const stopDatabase = async () => {
    await db.destroy();
    await embedded?.stop();
  };

  try {
    await migrateToLatest(db);
    await seedSettings(db);
    const jwtSecret = await loadJwtSecret(db, config.jwtSecret);
    // One set of services for the app and the seed; their errors (a failed SMTP delivery)
    // go to the app's logger once it exists.
    let log: (error: unknown) => void = (error) => process.stderr.write(`${String(error)}\n`);
    const services = createServices({ config, db, jwtSecret, log: (error) => log(error) });
    const app = await buildApp({ config, db, services, logger: { level: config.logLevel } });
    log = (error) => app.log.error(error);
    const demo = config.seedDemoPlayer ? await seedDemoPlayer(db, services) : null;
    await services.games.registerProviders();
    await app.listen({ host: config.host, port: config.port });
    // After listening: the studio authenticates its players against this platform.
    let studio: LocalStudio | undefined;
    if (config.studio.startLocally) {
      studio = await startLocalStudio(config, databaseUrl, (line) => app.log.warn(line)).catch((error: unknown) => {
        app.log.error(error, 'the game studio could not start; games are unavailable');
        return undefined;
      });
    }
    // The catalogue is synced from each provider now and periodically; a provider that is
    // down keeps its last catalogue and is retried.
    const stopSync = services.games.catalogue.startSync(config.gamesSyncIntervalMs);
    // Stale payments expire every minute; a failed run is logged and retried on the next tick.
    const expiry = setInterval(() => {
      services.payments.expireStale().catch((error: unknown) => app.log.error(error));
    }, 60_000);
    // The sandbox processors retry the callbacks the platform has not acknowledged yet.
    const callbacks = setInterval(() => {
      services.payments.deliverCallbacks().catch((error: unknown) => app.log.error(error));
    }, 5_000);

    say(`\nThe casino is running at ${config.publicUrl}`);
    say(`API reference: ${config.publicUrl}/api/docs`);
    if (studio) say(`Game studio: ${config.studio.publicUrl}`);
    if (services.localMailbox) say(`Local mailbox (mail is not sent in local mode): ${config.publicUrl}/dev/mailbox`);
    if (demo) say(`Demo player created: username "${demo.username}", password "${demo.password}" (shown once)`);

    let closing = false;
    const shutdown = async (signal: string) => {
      if (closing) return;
      closing = true;
      app.log.info(`${signal}: closing`);
      clearInterval(expiry);
      stopSync();
      clearInterval(callbacks);
      await studio?.stop();
      await app.close();
      await stopDatabase();
      process.exit(0);
    };
    process.on('SIGTERM', () => void shutdown('SIGTERM'));
    process.on('SIGINT', () => void shutdown('SIGINT'));
  } catch (error) {
    await stopDatabase().catch(() => {});
    throw error;
  }
}

main().catch((error: unknown) => {
  const message =
    error instanceof ConfigError
      ? error.message
      : (error as NodeJS.ErrnoException).code === 'EADDRINUSE'
        ? `The port is already in use: ${(error as Error).message}. Stop the other process or set PORT.`
        : error instanceof Error
          ? error.message
          : String(error);
  process.stderr.write(`\n${message}\n`);
  process.exit(1);
});
