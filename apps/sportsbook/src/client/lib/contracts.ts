/**
 * The sportsbook API's shapes (packages/contracts/src/sportsbook.ts), as types only: the
 * client never ships zod. The few runtime lists it needs are copied here, and
 * contracts.test.ts checks that they still match the contract's.
 */
import type { z } from 'zod';
import type {
  BetsHistoryPage as BetsHistoryPageSchema,
  FeedEvent,
  PlayerBalanceAnswer as PlayerBalanceAnswerSchema,
} from '@casino/contracts';

export type {
  AcceptOdds,
  FeedEvent,
  FeedEventSummary,
  FeedLive,
  FeedMarket,
  FeedOutcome,
  FeedSport,
  FeedTournament,
  FeedUpdate,
  SessionCreateAnswer,
  SportsBet,
  SportsbookErrorCode,
  SubBet,
  TicketPlacementRequest,
} from '@casino/contracts';

export type FeedGroup = FeedEvent['groups'][number];
export type BetsHistoryPage = z.infer<typeof BetsHistoryPageSchema>;
export type PlayerBalance = z.infer<typeof PlayerBalanceAnswerSchema>;
export type BetStatus = 'Wait' | 'Loser' | 'Voided' | 'Winner' | 'Done' | 'Cancelled';
export type SportId = number | 'e_sport';

export const ACCEPT_ODDS = ['none', 'higher', 'any'] as const;

export const SYSTEM_NAMES = [
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
export type SystemName = (typeof SYSTEM_NAMES)[number];

export const ERROR_CODES = [
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
