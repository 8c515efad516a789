import { ConfigError } from './config.js';

/** What a server that could not start tells the person who started it. */
export function startFailureMessage(error: unknown): string {
  return error instanceof ConfigError
    ? error.message
    : (error as NodeJS.ErrnoException).code === 'EADDRINUSE'
      ? `The port is already in use: ${(error as Error).message}. Stop the other process or set PORT.`
      : error instanceof Error
        ? error.message
        : String(error);
}

/** For `main().catch(...)`: says why the start failed and exits with 1. */
export function exitOnStartFailure(error: unknown): never {
  process.stderr.write(`\n${startFailureMessage(error)}\n`);
  process.exit(1);
}
