import { FeedStreamQuery } from '@casino/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { subscriptionOf } from './stream.hub.js';
import type { Stream } from './stream.service.js';

/**
 * GET /api/feed/stream: the live stream as server-sent events. Each message is
 * `id: <seq>`, `event: update`, `data: <FeedUpdate>`; the first one holds the whole state of
 * the subscription (`full: true`), the next ones what changed; a comment every 15 s keeps
 * the connection open. A client resumes with Last-Event-ID (or `seq`).
 */
export const streamRoutes: FastifyPluginAsyncZod<{ stream: Stream }> = async (app, { stream }) => {
  // Open streams would hold the server's close forever: they are ended first (clients reconnect elsewhere).
  app.addHook('preClose', async () => stream.hub.close());

  app.get(
    '/api/feed/stream',
    {
      schema: {
        tags: ['feed'],
        querystring: FeedStreamQuery,
        produces: ['text/event-stream'],
      },
    },
    async (request, reply) => {
      const { events, lang, seq } = request.query;
      const header = request.headers['last-event-id'];
      const lastEventId = typeof header === 'string' && /^\d{1,15}$/.test(header) ? Number(header) : undefined;
      reply.hijack();
      const res = reply.raw;
      // Hijacked: the headers the hooks set (security, CORS) are written here with the stream's own.
      const hooks = Object.entries(reply.getHeaders()).filter(
        (entry): entry is [string, string | number | string[]] => entry[1] !== undefined,
      );
      res.writeHead(200, {
        ...Object.fromEntries(hooks),
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
      });
      res.socket?.setNoDelay(true);
      try {
        await stream.hub.attach(res, subscriptionOf(events, lang), lastEventId ?? seq);
      } catch (error) {
        request.log.error({ err: error }, 'live stream: could not start a client');
        res.end();
      }
    },
  );
};
