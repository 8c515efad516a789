import type { FastifyError, FastifyInstance } from 'fastify';
import { isDatabaseUnreachable, replyDatabaseUnreachable } from '@casino/service-kit';
import fp from 'fastify-plugin';
import { SportsbookError } from '../lib/sportsbook-error.js';
import { TicketError } from '../tickets/ticket.errors.js';

/** Every failure as `{ code, message }`; a 5xx never shows internals. */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof SportsbookError)
      return reply.status(error.statusCode).send({ code: error.code, message: error.message, ...error.details });
    if (error instanceof TicketError)
      return reply.status(400).send({ code: error.code, message: error.message, reason: error.reason });
    // The request limit's refusal (plugins/rate-limit.ts) keeps its own words.
    if (error.statusCode === 429) return reply.status(429).send({ code: 'too_many_requests', message: error.message });
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      const code = error.statusCode === 404 ? 'not_found' : 'invalid_request';
      return reply.status(error.statusCode).send({ code, message: 'The request is not valid.' });
    }
    // No verdict on the request, but "try again shortly": its caller may retry after Retry-After.
    if (isDatabaseUnreachable(error)) return replyDatabaseUnreachable(request, reply, error);
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ code: 'internal_error', message: 'Something went wrong. Please try again.' });
  });
  app.setNotFoundHandler((_request, reply) => reply.status(404).send({ code: 'not_found', message: 'Not found.' }));
});
