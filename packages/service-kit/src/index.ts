/**
 * What the provider servers (the game studio, the sportsbook) share, and the platform where
 * it fits: their database pool, their environment parsing, their start-failure message.
 */
export {
  createPostgresDb,
  ignoreErrorsOfLentClients,
  POOL_TIMEOUTS,
  poolStats,
  type PoolStats,
  statsOf,
} from './postgres.js';
export { isDatabaseUnreachable, replyDatabaseUnreachable } from './postgres-errors.js';
export { ConfigError, metricsConfig, metricsEnv, parseEnv } from './config.js';
export { exitOnStartFailure, startFailureMessage } from './start.js';
export { closeConnectionsOnShutdown } from './shutdown.js';
export { packageRootOf } from './package-root.js';
export { isPlatformProof, PLATFORM_PROOF_HEADER, platformProof } from './platform-proof.js';
export { type AppMigrations, migratedOrThrow, migratorOf } from './migrations.js';
