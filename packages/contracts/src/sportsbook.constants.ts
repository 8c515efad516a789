/**
 * The sportsbook contract's plain runtime lists, free of zod so that a client can import them
 * (as '@casino/contracts/sportsbook-constants') without shipping the schemas.
 */

export const SPORTSBOOK_ERROR_CODES = [
  'coefs_changed',
  'error_block_bet_data',
  'error_exist_bet',
  'market_suspended',
  'market_closed',
  'event_not_found',
  'transaction_limit',
  'not_enough_money',
  'free_bet_unavailable',
  'free_bets_cannot_be_sold',
  'bet_is_not_for_sale',
  'ticket_not_found',
  'permission_denied',
  'invalid_token',
  'player_blocked',
  'play_limit_reached',
  'wallet_unavailable',
  'invalid_request',
] as const;
export type SportsbookErrorCode = (typeof SPORTSBOOK_ERROR_CODES)[number];

/** Which odds changes between the slip and acceptance the player takes without asking. */
export const ACCEPT_ODDS = ['none', 'higher', 'any'] as const;
export type AcceptOdds = (typeof ACCEPT_ODDS)[number];

export const TICKET_TYPES = ['single', 'accumulator', 'system'] as const;
export const SYSTEM_TICKET_NAMES = [
  'trixie',
  'patent',
  'yankee',
  'lucky15',
  'canadian',
  'lucky31',
  'heinz',
  'lucky63',
  'super-heinz',
  'goliath',
] as const;

/**
 * The named full-cover systems: on n legs, every combination from `from` legs up to n.
 * The "lucky" ones (and Patent) include the singles, the others start at doubles.
 */
export const NAMED_SYSTEMS: Record<(typeof SYSTEM_TICKET_NAMES)[number], { legs: number; from: number }> = {
  trixie: { legs: 3, from: 2 }, // 3 doubles, 1 treble: 4 lines
  patent: { legs: 3, from: 1 }, // 3 singles, 3 doubles, 1 treble: 7
  yankee: { legs: 4, from: 2 }, // 6 doubles, 4 trebles, 1 four-fold: 11
  lucky15: { legs: 4, from: 1 }, // 4 singles + a Yankee: 15
  canadian: { legs: 5, from: 2 }, // also "Super Yankee": 26
  lucky31: { legs: 5, from: 1 }, // 31
  heinz: { legs: 6, from: 2 }, // 57
  lucky63: { legs: 6, from: 1 }, // 63
  'super-heinz': { legs: 7, from: 2 }, // 120
  goliath: { legs: 8, from: 2 }, // 247
};

export const MARKET_STATUSES = ['open', 'suspended', 'closed'] as const;

export const EVENT_STATES = ['prematch', 'live', 'finished', 'suspended', 'cancelled', 'postponed'] as const;
