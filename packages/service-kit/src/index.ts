/**
 * What the provider servers (the game studio, the sportsbook) share, and the platform where
 * it fits: their database pool, their environment parsing, their start-failure message.
 */
export { createPostgresDb } from './postgres.js';
export { ConfigError, parseEnv } from './config.js';
export { exitOnStartFailure, startFailureMessage } from './start.js';
export { isPlatformProof, PLATFORM_PROOF_HEADER, platformProof } from './platform-proof.js';
