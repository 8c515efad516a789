import { NoticeAcknowledgement, NoticeList, NoticeParams, NoticesQuery } from '@casino/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { principalOf } from '../../plugins/auth.js';
import { createPlayerLimit } from '../../plugins/player-limit.js';
import type { NoticesService } from './notices.service.js';

/**
 * SPEC.md §4 Notices: the signed-in player's bonus pop-ups, polled every 15 s per kind, and
 * their thank-you button. Acknowledging is limited per player like the money calls: a
 * client that loops on it writes, a poll only reads.
 */
export const noticesRoutes: FastifyPluginAsyncZod<{ notices: NoticesService }> = async (app, { notices }) => {
  const schema = { tags: ['bonus'], security: [{ bearer: [] }] };
  const limitPerPlayer = createPlayerLimit();

  app.get(
    '/api/bonus-system/notices/',
    { onRequest: app.requirePlayer, schema: { ...schema, querystring: NoticesQuery, response: { 200: NoticeList } } },
    (request) => notices.list(principalOf(request).userId, request.query.kind),
  );

  app.post(
    '/api/bonus-system/notices/:id/acknowledge/',
    {
      onRequest: [app.requirePlayer, limitPerPlayer('notice-acknowledge')],
      schema: { ...schema, params: NoticeParams, response: { 200: NoticeAcknowledgement } },
    },
    (request) => notices.acknowledge(principalOf(request).userId, request.params.id),
  );
};
