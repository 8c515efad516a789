import type { z } from 'zod';
import type {
  SeamlessBetRequest,
  SeamlessCorrectRequest,
  SeamlessRollbackRequest,
  SeamlessWinRequest,
} from '@casino/contracts';
import { sha256 } from '../../lib/crypto.js';

/** One money call of a provider, as the routes received it. */
export type Call =
  | { kind: 'bet'; provider: string; request: z.output<typeof SeamlessBetRequest> }
  | { kind: 'win'; provider: string; request: z.output<typeof SeamlessWinRequest> }
  | { kind: 'rollback'; provider: string; request: z.output<typeof SeamlessRollbackRequest> }
  | { kind: 'correct'; provider: string; request: z.output<typeof SeamlessCorrectRequest> };

export type Player = { id: number; status: 'active' | 'banned' | 'excluded' };

export const fingerprintOf = (call: Call) => sha256(JSON.stringify({ kind: call.kind, ...call.request }));
/** Everything about one bet is serialised by a lock on the bet's id (a bet's own id for a bet). */
export const betIdOf = (call: Call) =>
  call.kind === 'bet' ? call.request.transaction_id : call.request.bet_transaction_id;
export const userIdOf = (call: Call) =>
  /^\d{1,15}$/.test(call.request.player_id) ? Number(call.request.player_id) : NaN;
export const pair = (provider: string, id: string) => `${provider}\u0000${id}`;
/** A win or rollback of a bet counts for the player who sent it only (issue #28). */
export const settlementKey = (kind: string, provider: string, betId: string, userId: number) =>
  `${kind}:${pair(provider, betId)}\u0000${userId}`;
