import type { StudioErrorCode } from '../../lib/studio-error.js';

/** Refusals of a bet the player is told about in their language; anything else is "invalid". */
export const BET_REFUSALS: Partial<Record<string, { code: StudioErrorCode; status: number }>> = {
  not_enough_money: { code: 'not_enough_money', status: 400 },
  transaction_limit: { code: 'transaction_limit', status: 400 },
  player_blocked: { code: 'player_blocked', status: 403 },
  play_limit_reached: { code: 'play_limit_reached', status: 403 },
  bet_rolled_back: { code: 'round_rolled_back', status: 409 },
};

// Time a request owns what it wrote (a round, a stake); after that the retry loop may take it over.
export const OWNED_MS = 60_000;
// Backoff of the background retries, by attempt (the last one repeats).
export const RETRY_MS = [5_000, 15_000, 60_000, 300_000];
