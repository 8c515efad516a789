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

export const MARKET_STATUSES = ['open', 'suspended', 'closed'] as const;

export const EVENT_STATES = ['prematch', 'live', 'finished', 'suspended', 'cancelled', 'postponed'] as const;
