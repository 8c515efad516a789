import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { isDatabaseUnreachable, replyDatabaseUnreachable } from '@casino/service-kit';
import { AppError, FieldValidationError } from '../lib/app-error.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The error code this request was answered with (the metrics count errors by it); null for a success. */
    errorCode: string | null;
  }
}

/**
 * One place that turns every failure into the spec's error bodies: `{ code, message }`,
 * or `{ field: [{ code, message }] }` for validation. A 5xx never shows internals.
 */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('errorCode', null);
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof FieldValidationError) {
      request.errorCode = 'validation_error';
      return reply.status(400).send(error.fields);
    }
    if (error instanceof AppError) {
      request.errorCode = error.code;
      return reply
        .status(error.statusCode)
        .headers(error.headers)
        .send({ ...error.details, code: error.code, message: error.message });
    }
    if (error.statusCode === 429) {
      request.errorCode = 'too_many_requests';
      return reply
        .status(429)
        .send({ code: 'too_many_requests', message: 'Too many requests. Please wait and try again.' });
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      const code = error.statusCode === 404 ? 'not_found' : 'bad_request';
      request.errorCode = code;
      return reply.status(error.statusCode).send({ code, message: error.message });
    }
    if (isDatabaseUnreachable(error)) {
      // Whatever the request read or wrote is unknown: no verdict, but "try again shortly".
      request.errorCode = 'service_unavailable';
      return replyDatabaseUnreachable(request, reply, error);
    }
    request.log.error({ err: error }, 'unhandled error');
    request.errorCode = 'internal_error';
    return reply.status(500).send({ code: 'internal_error', message: 'Something went wrong. Please try again.' });
  });
});

/**
 * The router's own failures (an undecodable URL, a path parameter over the length limit)
 * happen before any handler; this answers them in the same `{ code, message }` shape.
 */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
  return reply.status(status).send({ code: 'bad_request', message: 'The request is not valid.' });
}
