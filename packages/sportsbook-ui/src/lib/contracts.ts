/**
 * The sportsbook API's shapes (packages/contracts/src/sportsbook.ts), as types only: the
 * client never ships zod. The few runtime lists it needs come from the contract's zod-free
 * constants file.
 */
import type { SYSTEM_TICKET_NAMES } from '@casino/contracts/sportsbook-constants';
import type { z } from 'zod';
import type {
  SportsBet,
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
/** ticket/status: a ticket as the provider holds it, accepted (with its bet), pending or rejected. */
export type TicketStatus =
  { state: 'accepted'; bet: SportsBet } | { state: 'pending' } | { state: 'rejected'; code: string };
export type BetStatus = 'Wait' | 'Loser' | 'Voided' | 'Winner' | 'Done' | 'Cancelled';
export type SportId = number | 'e_sport';

export {
  ACCEPT_ODDS,
  SPORTSBOOK_ERROR_CODES as ERROR_CODES,
  SYSTEM_TICKET_NAMES as SYSTEM_NAMES,
} from '@casino/contracts/sportsbook-constants';
export type SystemName = (typeof SYSTEM_TICKET_NAMES)[number];
