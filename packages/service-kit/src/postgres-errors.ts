import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * The errors that say the database could not be reached or the connection to it broke, as
 * opposed to a statement the database refused. A request that failed on one of these has no
 * answer: whatever it read or wrote is unknown, so it is answered "unavailable, retry" (503
 * with Retry-After), never a verdict computed from the failed read.
 */

/** Seconds a client is told to wait before it retries while the database is unreachable. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

// The socket's own failures: refused, reset, unreachable, a name that does not resolve now.
const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'EHOSTDOWN',
  'ENETUNREACH',
  'ENETDOWN',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

// PostgreSQL's: the server shutting down or starting (57P01-57P03), out of connections (53300);
// and the whole class 08, connection exceptions, which PostgreSQL reports by SQLSTATE.
const SERVER_CODES = new Set(['57P01', '57P02', '57P03', '53300']);

// node-postgres and its pool report a lost or timed-out connection by message only.
const CLIENT_MESSAGES = [
  /^Connection terminated/, // unexpectedly, or due to connection timeout (the pool's)
  /^timeout exceeded when trying to connect$/, // no client of the pool freed in time
  /^timeout expired$/, // the connection was not established in time
  /^Query read timeout$/,
  /^Client has encountered a connection error and is not queryable$/,
];

/** Whether `error` (or what it wraps) is the database being unreachable rather than a refused statement. */
export function isDatabaseUnreachable(error: unknown, depth = 0): boolean {
  if (typeof error !== 'object' || error === null || depth > 4) return false;
  const { code, message, cause, errors } = error as {
    code?: unknown;
    message?: unknown;
    cause?: unknown;
    errors?: unknown;
  };
  if (typeof code === 'string' && (SOCKET_CODES.has(code) || SERVER_CODES.has(code) || /^08[0-9A-Z]{3}$/.test(code)))
    return true;
  if (typeof message === 'string' && CLIENT_MESSAGES.some((pattern) => pattern.test(message))) return true;
  // Node tries every address of a name in turn (127.0.0.1 and ::1) and reports them together.
  if (Array.isArray(errors) && errors.some((each) => isDatabaseUnreachable(each, depth + 1))) return true;
  return isDatabaseUnreachable(cause, depth + 1);
}

/** What a request that met an unreachable database is told: nothing happened that it can rely on; retry shortly. */
const SERVICE_UNAVAILABLE_MESSAGE = 'The service is temporarily unavailable. Please try again in a moment.';

/**
 * Answers a request that failed on an unreachable database: 503 `service_unavailable` with
 * Retry-After (decision 047). Logged as a warning: the pool reconnects by itself once the
 * database is back.
 */
export function replyDatabaseUnreachable(
  request: FastifyRequest,
  reply: FastifyReply,
  error: unknown,
  message = SERVICE_UNAVAILABLE_MESSAGE,
) {
  request.log.warn({ err: error }, 'database unreachable');
  return reply
    .status(503)
    .header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS))
    .send({ code: 'service_unavailable', message });
}
