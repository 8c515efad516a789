import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { parse } from '../../lib/parse.js';
import { StudioError } from '../../lib/studio-error.js';
import type { RoundsService } from '../rounds/rounds.service.js';
import type { SessionsService } from './sessions.service.js';

const LANGS = ['en', 'fr', 'ar', 'ru'] as const;
const Launch = z.object({
  mode: z.enum(['real', 'demo']).default('demo'),
  token: z.string().min(10).max(200).optional(),
  currency: z
    .string()
    .regex(/^[A-Z]{3}$/)
    .default('EUR'),
  // The platform may send a locale (fr-fr, ar-ar); the studio keeps its language part.
  lang: z
    .string()
    .max(10)
    .optional()
    .transform((value) => LANGS.find((lang) => value?.toLowerCase().startsWith(lang)) ?? 'en'),
});

/**
 * The launch URL the platform puts in its game frame. It opens a play session and sends
 * the browser to the game client with the session id in the fragment (never sent to a
 * server, never in a Referer); a failed launch shows the client's translated error.
 */
export async function sessionsRoutes(
  app: FastifyInstance,
  options: { sessions: SessionsService; rounds: RoundsService },
) {
  app.get('/play/:gameId', async (request, reply) => {
    const { gameId } = parse(z.object({ gameId: z.string().regex(/^[a-z0-9-]{1,60}$/) }), request.params);
    const query = Launch.safeParse(request.query ?? {});
    const lang = query.success ? query.data.lang : 'en';
    const client = `/game/?game=${encodeURIComponent(gameId)}&lang=${lang}`;
    reply.header('referrer-policy', 'no-referrer').header('cache-control', 'no-store');
    try {
      if (!query.success) throw new StudioError('invalid_request', 400);
      const { mode, token, currency } = query.data;
      let session;
      if (mode === 'real') {
        if (!token) throw new StudioError('invalid_token', 401);
        session = await options.sessions.openReal(gameId, token, lang);
        // The next launch is where a round cut short is finished (the client then shows it).
        await options.rounds.resumeDue({ playerKey: session.player_key });
      } else {
        session = await options.sessions.openDemo(gameId, currency, lang);
      }
      return reply.redirect(`${client}#session=${session.id}`, 302);
    } catch (error) {
      if (!(error instanceof StudioError)) throw error;
      return reply.redirect(`${client}#error=${error.code}`, 302);
    }
  });
}
