import { randomBytes } from 'node:crypto';
import type { AuthenticateAnswer, WalletClient } from '@casino/seamless-client';
import type { Db } from '../../db/database.js';
import type { SessionRow } from '../../db/schema.js';
import { gameOf, metaOf } from '../../games/registry.js';
import { fromWalletAmount } from '../../lib/money.js';
import { StudioError } from '../../lib/studio-error.js';
import { sessionsRepository as repo } from './sessions.repository.js';

// A launch token lives 12 hours on the platform; the play session it opens lives as long.
const SESSION_MS = 12 * 60 * 60 * 1000;
/** Demo play starts with 1,000.00 of play money. */
export const DEMO_BALANCE = 100_000;

export type SessionsService = ReturnType<typeof createSessionsService>;

/**
 * The free spins a launch grants, on a slot only. The spin's bet is the slot's highest bet
 * level not above the granted amount (the lowest if all are above), so it is a real level.
 */
function freeSpinsFor(gameId: string, grant: AuthenticateAnswer['free_spins']) {
  const meta = metaOf(gameId);
  if (!grant || meta.type !== 'slot' || !Number.isInteger(grant.left) || grant.left <= 0) return null;
  const levels = gameOf(gameId).describe().betLevels as number[];
  const wanted = fromWalletAmount(grant.bet);
  const bet = [...levels].reverse().find((level) => level <= wanted) ?? levels[0]!;
  return { sessionId: String(grant.session_id), left: Math.min(grant.left, 1_000), bet };
}

/** Studio play sessions: the opaque id the game client uses for its calls. */
export function createSessionsService(deps: { db: Db; wallet: WalletClient; now: () => Date }) {
  const newId = () => randomBytes(32).toString('base64url');
  const expiry = () => new Date(deps.now().getTime() + SESSION_MS);

  return {
    /** Exchanges the platform's launch token for the player and opens a real-money session. */
    async openReal(gameId: string, token: string, language: string): Promise<SessionRow> {
      metaOf(gameId);
      const answer = await deps.wallet.authenticate(token);
      if (!answer.ok) {
        if (answer.kind === 'unknown') throw new StudioError('wallet_unavailable', 503);
        if (answer.code === 'player_blocked') throw new StudioError('player_blocked', 403);
        throw new StudioError('invalid_token', 401);
      }
      const player = answer.body;
      const free = freeSpinsFor(gameId, player.free_spins);
      return repo.insert(deps.db, {
        free_spin_session_id: free?.sessionId ?? null,
        free_spins_left: free?.left ?? 0,
        free_spin_bet: free?.bet ?? null,
        id: newId(),
        mode: 'real',
        player_key: `real:${player.player_id}`,
        player_id: player.player_id,
        username: player.username,
        game_id: gameId,
        currency: player.currency,
        language,
        demo_balance: null,
        expires_at: expiry(),
      });
    },

    /** A demo session: play money kept by the studio, no platform call. */
    async openDemo(gameId: string, currency: string, language: string): Promise<SessionRow> {
      metaOf(gameId);
      const id = newId();
      return repo.insert(deps.db, {
        id,
        mode: 'demo',
        player_key: `demo:${id}`,
        player_id: null,
        username: null,
        game_id: gameId,
        currency,
        language,
        demo_balance: DEMO_BALANCE,
        expires_at: expiry(),
      });
    },

    /** The live session of an id, or session_expired. */
    async get(id: string | undefined): Promise<SessionRow> {
      const session = id ? await repo.find(deps.db, id) : undefined;
      if (!session || session.expires_at.getTime() <= deps.now().getTime())
        throw new StudioError('session_expired', 401);
      return session;
    },

    /** The balance to show: the platform's for real play (null if it does not answer), else the demo one. */
    async balance(session: SessionRow): Promise<number | null> {
      if (session.mode === 'demo') return (await repo.find(deps.db, session.id))?.demo_balance ?? 0;
      const answer = await deps.wallet.balance(session.player_id!);
      return answer.ok ? fromWalletAmount(answer.body.balance) : null;
    },
  };
}
