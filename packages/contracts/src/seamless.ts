import { z } from 'zod';

/**
 * The seamless-wallet protocol a game provider speaks to the platform (docs/seamless-wallet.md).
 * Every request is a signed JSON POST; amounts are decimals with at most 2 places.
 */
export const SEAMLESS = {
  prefix: '/api/wallet/v1',
  headers: { provider: 'x-provider-id', timestamp: 'x-timestamp', signature: 'x-signature' },
  /** How far a request's timestamp may be from the platform's clock. */
  maxSkewSeconds: 300,
} as const;

/** Codes a provider can receive; they are for machines, not shown to players. */
export const SEAMLESS_ERROR_CODES = [
  'invalid_signature',
  'stale_request',
  'unknown_provider',
  'invalid_request',
  'invalid_token',
  'player_not_found',
  'player_blocked',
  'not_enough_money',
  'transaction_limit',
  'transaction_conflict',
  'bet_not_found',
  'bet_rolled_back',
  'bet_settled',
  'round_closed',
  'free_spins_unavailable',
] as const;
export type SeamlessErrorCode = (typeof SEAMLESS_ERROR_CODES)[number];

const id = z.string().min(1).max(100);
const amount = z.number().nonnegative().max(1e12);

export const SeamlessAuthenticateRequest = z.object({ token: z.string().min(10).max(200) });
export const SeamlessBalanceRequest = z.object({ player_id: id });
export const SeamlessBetRequest = z.object({
  transaction_id: id,
  round_id: id,
  player_id: id,
  game_id: id,
  amount,
  /** A free spin: the amount must be 0, and one spin of this session (from authenticate) is used. */
  free_spin_session_id: z.number().int().positive().optional(),
});
export const SeamlessWinRequest = z.object({
  transaction_id: id,
  round_id: id,
  player_id: id,
  bet_transaction_id: id,
  amount,
  /** The round ends with this win: later bets on it are refused. */
  round_closed: z.boolean().optional().default(false),
});
export const SeamlessRollbackRequest = z.object({
  transaction_id: id,
  round_id: id,
  player_id: id,
  bet_transaction_id: id,
});

export const SeamlessBalance = z.object({
  player_id: z.string(),
  currency: z.string(),
  /** Cash plus bonus: what the player can stake. */
  balance: z.number(),
  cash: z.number(),
  bonus: z.number(),
});
export type SeamlessBalance = z.infer<typeof SeamlessBalance>;

export const SeamlessAuthenticateResponse = SeamlessBalance.extend({
  username: z.string(),
  game_id: z.string(),
  language: z.string(),
  /** Present when the launch token plays a free-spin session: spins left and the stake each plays. */
  free_spins: z.object({ session_id: z.number().int(), left: z.number().int(), bet: z.number() }).optional(),
});

export const SeamlessTransactionResponse = SeamlessBalance.extend({
  transaction_id: z.string(),
  /** What this transaction moved (a win can be capped by the operator's limits). */
  amount: z.number(),
});
export type SeamlessTransactionResponse = z.infer<typeof SeamlessTransactionResponse>;

export const SeamlessErrorResponse = z.object({
  code: z.enum(SEAMLESS_ERROR_CODES),
  message: z.string(),
  balance: z.number().optional(),
  currency: z.string().optional(),
});
export type SeamlessErrorResponse = z.infer<typeof SeamlessErrorResponse>;
