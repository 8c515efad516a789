import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { BLACKJACK_ACTIONS } from '../../engines/table/blackjack/blackjack.types.js';
import { describeGame } from '../../games/registry.js';
import { parse } from '../../lib/parse.js';
import { StudioError } from '../../lib/studio-error.js';
import type { FairnessService } from '../fairness/fairness.service.js';
import type { SessionsService } from '../sessions/sessions.service.js';
import type { RoundsService } from './rounds.service.js';

export const SESSION_HEADER = 'x-studio-session';

interface Deps {
  sessions: SessionsService;
  rounds: RoundsService;
  fairness: FairnessService;
}

/** The game client's API: its session's state, rounds, history and seeds. */
export async function roundsRoutes(app: FastifyInstance, { sessions, rounds, fairness }: Deps) {
  const session = (request: FastifyRequest) => {
    const id = request.headers[SESSION_HEADER];
    return sessions.get(typeof id === 'string' ? id : undefined);
  };

  app.get('/api/client/state', async (request) => {
    const current = await session(request);
    const [balance, seed, resumed, pending] = await Promise.all([
      sessions.balance(current),
      fairness.current(current.player_key),
      rounds.takeUnseen(current),
      rounds.pendingHand(current),
    ]);
    return {
      mode: current.mode,
      currency: current.currency,
      language: current.language,
      username: current.username,
      balance,
      game: describeGame(current.game_id),
      seed,
      resumed,
      // A hand dealt but not finished (a closed tab): the client shows it again.
      pending,
      freeSpins: current.free_spins_left > 0 ? { left: current.free_spins_left, bet: current.free_spin_bet } : null,
    };
  });

  app.post('/api/client/rounds', async (request) => {
    const current = await session(request);
    const { input } = parse(z.object({ input: z.unknown() }), request.body);
    return rounds.play(current, input);
  });

  app.post('/api/client/rounds/:id/draw', async (request) => {
    const current = await session(request);
    const { id } = parse(z.object({ id: z.string().uuid() }), request.params);
    const { hold } = parse(z.object({ hold: z.number().int().min(0).max(31) }), request.body);
    return rounds.drawHand(current, id, hold);
  });

  app.post('/api/client/rounds/:id/act', async (request) => {
    const current = await session(request);
    const { id } = parse(z.object({ id: z.string().uuid() }), request.params);
    // `step`: how many decisions the client has seen, so a repeated tap cannot act twice.
    const body = parse(z.object({ action: z.enum(BLACKJACK_ACTIONS), step: z.number().int().min(0) }), request.body);
    return rounds.actHand(current, id, body.action, body.step);
  });

  app.get('/api/client/rounds', async (request) => {
    const current = await session(request);
    return { rounds: await rounds.history(current) };
  });

  app.post('/api/client/seed', async (request) => {
    const current = await session(request);
    const { clientSeed } = parse(z.object({ clientSeed: z.string().optional() }), request.body);
    // Revealing the seed mid-hand would show the cards still to come.
    if (await rounds.hasPendingDecision(current.player_key)) throw new StudioError('round_in_progress', 409);
    return fairness.rotate(current.player_key, clientSeed);
  });

  // Public: anyone holding revealed seeds can recompute a round.
  app.post('/api/verify', async (request) => {
    const body = parse(
      z.object({
        gameId: z.string().max(60),
        serverSeed: z.string().max(64),
        clientSeed: z.string().max(64),
        nonce: z.number().int().min(0),
        input: z.unknown(),
      }),
      request.body,
    );
    return fairness.verify(body);
  });
}
