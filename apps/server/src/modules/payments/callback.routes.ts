import { depositReturnPath, PaymentCallbackParams, PaymentItem } from '@casino/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { PaymentsService } from './payments.service.js';

declare module 'fastify' {
  interface FastifyRequest {
    rawBody?: string;
  }
}

const PREFIX = '/api/backoffice/payments';

/**
 * Processor callbacks (SPEC.md §7: GET and POST /{direction}/callback/{slug}{var}/).
 * POST is the processor's signed server-to-server notification; GET is where a
 * processor sends the player's browser back, and only redirects to the site's page.
 * Encapsulated: the raw-body JSON parser (the signature covers the exact bytes) serves
 * these routes only.
 */
export const callbackRoutes: FastifyPluginAsyncZod<{ payments: PaymentsService }> = async (app, { payments }) => {
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    request.rawBody = body as string;
    done(null, {});
  });
  const tags = ['payment callbacks (processors)'];

  for (const direction of ['deposit', 'payout'] as const) {
    app.post(
      `${PREFIX}/${direction}/callback/:target/`,
      { schema: { tags, params: PaymentCallbackParams, response: { 200: PaymentItem } } },
      async (request) =>
        payments.receiveCallback(direction, request.params.target, request.rawBody ?? '', request.headers),
    );

    app.get(
      `${PREFIX}/${direction}/callback/:target/`,
      {
        schema: {
          tags,
          params: PaymentCallbackParams,
          querystring: z.object({
            payment: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER).optional(),
          }),
        },
      },
      async (request, reply) => {
        const slug = await payments.callbackSystem(direction, request.params.target);
        const page = direction === 'deposit' ? 'deposit' : 'withdrawal';
        const location = request.query.payment
          ? depositReturnPath(slug, request.query.payment).replace('/deposit/', `/${page}/`)
          : `/${page}/${slug}`;
        return reply.redirect(location, 303);
      },
    );
  }
};
