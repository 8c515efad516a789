import {
  fromMinor,
  FreeBetGrant,
  GrantFreeBetRequest,
  SEAMLESS,
  SeamlessAuthenticateRequest,
  SeamlessBalanceRequest,
  SeamlessBetRequest,
  SeamlessCorrectRequest,
  SeamlessRollbackRequest,
  SeamlessWinRequest,
  toMinor,
} from '@casino/contracts';
import { isDatabaseUnreachable, replyDatabaseUnreachable } from '@casino/service-kit';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { FieldValidationError } from '../../lib/app-error.js';
import { principalOf } from '../../plugins/auth.js';
import { type Answer, refusal } from './seamless.answers.js';
import type { SeamlessService } from './seamless.service.js';
import { verifyProviderSignature } from './seamless.signature.js';
import { STAFF } from '../../lib/staff-roles.js';

declare module 'fastify' {
  interface FastifyRequest {
    rawBody?: string;
    provider?: string;
  }
}

function send(reply: FastifyReply, answer: Answer) {
  // A refusal's code, for the metrics' errors by code (as the errors plugin marks the site's).
  if (answer.status >= 400) reply.request.errorCode = String((answer.body as { code?: unknown }).code ?? 'refused');
  return reply.status(answer.status).send(answer.body);
}

/**
 * The provider-facing API. Encapsulated: its raw-body JSON parser, signature check and
 * error format apply to these routes only. Providers are authenticated by signature,
 * so the per-address rate limit does not apply to them.
 */
export const seamlessRoutes: FastifyPluginAsyncZod<{ seamless: SeamlessService; now: () => Date }> = async (
  app,
  { seamless, now },
) => {
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    request.rawBody = body as string;
    try {
      done(null, body === '' ? {} : JSON.parse(body as string));
    } catch {
      done(null, undefined);
    }
  });

  app.addHook('preValidation', async (request: FastifyRequest, reply: FastifyReply) => {
    const header = (name: string) => String(request.headers[name] ?? '');
    const provider = await seamless.findProvider(header(SEAMLESS.headers.provider));
    if (!provider) return send(reply, refusal('unknown_provider', 401));
    // Only a JSON body is kept as the bytes it was signed over (the parser above).
    if (request.rawBody === undefined) return send(reply, refusal('invalid_request', 415));
    const timestamp = header(SEAMLESS.headers.timestamp);
    const signature = header(SEAMLESS.headers.signature);
    if (
      !/^[0-9a-f]{64}$/.test(signature) ||
      !verifyProviderSignature(provider, now(), { timestamp, rawBody: request.rawBody ?? '', signature })
    ) {
      return send(reply, refusal('invalid_signature', 401));
    }
    const skew = Math.abs(now().getTime() / 1000 - Number(timestamp));
    if (!/^\d{9,11}$/.test(timestamp) || skew > SEAMLESS.maxSkewSeconds)
      return send(reply, refusal('stale_request', 401));
    request.provider = provider.code;
  });

  app.setErrorHandler((error, request, reply) => {
    // A body that fails its schema, is not JSON, or is over the size limit (413).
    const status = error instanceof FieldValidationError ? 400 : (error as { statusCode?: number }).statusCode;
    if (status !== undefined && status >= 400 && status < 500) return send(reply, refusal('invalid_request', status));
    if (isDatabaseUnreachable(error)) {
      // The outcome is unknown (a batch's COMMIT may have happened): a 5xx, which the protocol
      // says to retry with the same transaction id; the retry gets the first answer if it did.
      request.errorCode = 'service_unavailable';
      return replyDatabaseUnreachable(
        request,
        reply,
        error,
        'The wallet is temporarily unavailable; retry with the same transaction id.',
      );
    }
    request.log.error({ err: error }, 'seamless wallet error');
    request.errorCode = 'internal_error';
    return reply
      .status(500)
      .send({ code: 'internal_error', message: 'Internal error; retry with the same transaction id.' });
  });

  const provider = (request: FastifyRequest) => request.provider!;
  // A provider's server reads these answers, never a browser: the site's browser headers
  // (helmet) and its per-address limit are left out. Both ran on every call and took about
  // as much CPU as the rest of the HTTP layer (bench/wallet, decision 014).
  const route = <S>(schema: S) => ({
    helmet: false as const,
    config: { rateLimit: false as const },
    schema: { tags: ['seamless wallet (providers)'], ...schema },
  });

  app.post(`${SEAMLESS.prefix}/authenticate`, route({ body: SeamlessAuthenticateRequest }), async (request, reply) =>
    send(reply, await seamless.authenticate(provider(request), request.body.token)),
  );
  app.post(`${SEAMLESS.prefix}/balance`, route({ body: SeamlessBalanceRequest }), async (request, reply) =>
    send(reply, await seamless.balance(provider(request), request.body.player_id)),
  );
  app.post(`${SEAMLESS.prefix}/bet`, route({ body: SeamlessBetRequest }), async (request, reply) =>
    send(reply, await seamless.bet(provider(request), request.body)),
  );
  app.post(`${SEAMLESS.prefix}/win`, route({ body: SeamlessWinRequest }), async (request, reply) =>
    send(reply, await seamless.win(provider(request), request.body)),
  );
  app.post(`${SEAMLESS.prefix}/rollback`, route({ body: SeamlessRollbackRequest }), async (request, reply) =>
    send(reply, await seamless.rollback(provider(request), request.body)),
  );
  app.post(`${SEAMLESS.prefix}/correct`, route({ body: SeamlessCorrectRequest }), async (request, reply) =>
    send(reply, await seamless.correct(provider(request), request.body)),
  );
};

/** The operator's side of free bets: registered apart from the provider routes, whose signature check it must not get. */
export const freeBetsBackofficeRoutes: FastifyPluginAsyncZod<{ seamless: SeamlessService }> = async (
  app,
  { seamless },
) => {
  app.post(
    '/api/backoffice/free-bets',
    {
      // Bonus grants are the super operator's, as free spins are.
      onRequest: app.requireRole(...STAFF.operators),
      schema: {
        tags: ['free bets (operator)'],
        security: [{ bearer: [] }],
        body: GrantFreeBetRequest,
        response: { 201: FreeBetGrant },
      },
    },
    async (request, reply) => {
      const { user_id, provider, amount, expires_at } = request.body;
      const row = await seamless.grantFreeBet({
        userId: user_id,
        provider,
        amount: toMinor(amount),
        expiresAt: new Date(expires_at),
        grantedBy: principalOf(request).userId,
      });
      return reply.status(201).send({
        id: row.id,
        user_id: row.user_id,
        provider: row.provider,
        amount: fromMinor(row.amount),
        currency: row.currency,
        status: row.status,
        expires_at: new Date(row.expires_at).toISOString(),
        created_at: new Date(row.created_at).toISOString(),
      });
    },
  );
};
