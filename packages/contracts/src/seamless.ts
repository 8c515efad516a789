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
  'play_limit_reached',
  'not_enough_money',
  'transaction_limit',
  'transaction_conflict',
  'bet_not_found',
  'bet_rolled_back',
  'bet_settled',
  'round_closed',
  'free_spins_unavailable',
  'free_bet_unavailable',
] as const;
export type SeamlessErrorCode = (typeof SEAMLESS_ERROR_CODES)[number];

const id = z.string().min(1).max(100);
const amount = z.number().nonnegative().max(1e12);
/** The code of a provider, as the operator registered it. */
const providerCode = z.string().regex(/^[a-z0-9_-]{2,40}$/);

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
  /**
   * A free bet (from authenticate or balance): the amount must be the free bet's, no money moves,
   * and the free bet is used by this bet.
   */
  free_bet_id: z.number().int().positive().max(Number.MAX_SAFE_INTEGER).optional(),
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

/**
 * Takes back part of what a bet's wins paid (a resettlement that pays less): at most what its
 * wins credited less what earlier corrections took, and never more than the balance holds.
 */
export const SeamlessCorrectRequest = z.object({
  transaction_id: id,
  round_id: id,
  player_id: id,
  bet_transaction_id: id,
  amount: z.number().positive().max(1e12),
});

/** A free bet the platform granted the player for this provider: the stake it plays, and until when. */
export const SeamlessFreeBet = z.object({
  id: z.number().int(),
  /** Decimal, in the player's currency. */
  amount: z.number(),
  /** ISO 8601. */
  expires_at: z.string(),
});
export type SeamlessFreeBet = z.infer<typeof SeamlessFreeBet>;

export const SeamlessBalance = z.object({
  player_id: z.string(),
  currency: z.string(),
  /** Cash plus bonus: what the player can stake. */
  balance: z.number(),
  cash: z.number(),
  bonus: z.number(),
});
export type SeamlessBalance = z.infer<typeof SeamlessBalance>;

/** The balance call's answer: the balances and the player's available free bets for this provider. */
export const SeamlessBalanceResponse = SeamlessBalance.extend({ free_bets: z.array(SeamlessFreeBet) });

export const SeamlessAuthenticateResponse = SeamlessBalanceResponse.extend({
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

/** An operator grants a player a free bet for one provider (POST /api/backoffice/free-bets). */
export const GrantFreeBetRequest = z.object({
  user_id: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  provider: providerCode,
  /** The stake it plays: a decimal in the player's currency, at least 0.01. */
  amount: z.number().min(0.01).max(1e9),
  /** ISO 8601 date and time, in the future. */
  expires_at: z.iso.datetime({ offset: true }),
});
export type GrantFreeBetRequest = z.input<typeof GrantFreeBetRequest>;

export const FREE_BET_STATUSES = ['available', 'used', 'expired'] as const;

/** A granted free bet, as the operator sees it. */
export const FreeBetGrant = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  provider: z.string(),
  amount: z.number(),
  currency: z.string(),
  status: z.enum(FREE_BET_STATUSES),
  expires_at: z.string(),
  created_at: z.string(),
});
export type FreeBetGrant = z.infer<typeof FreeBetGrant>;
