import { z } from 'zod';
import { BET_STATUSES } from './enums.js';
import {
  ACCEPT_ODDS,
  EVENT_STATES,
  MARKET_STATUSES,
  SYSTEM_TICKET_NAMES,
  TICKET_TYPES,
} from './sportsbook.constants.js';

/**
 * The in-house sportsbook provider's API (apps/sportsbook): its public feed, its live
 * stream, integration C's ticket calls (SPEC.md §7, which the platform fronts under
 * /api/integrations/{C}/) and the operator's calls. Odds cross it as decimals with up to
 * three places (1.85); stakes and payouts as decimal amounts, like every API here.
 */

export * from './sportsbook.constants.js';

const odds = z.number().min(1.001).max(1000);
const amount = z.number().min(0).max(1e12);
const id = z.string().min(1).max(100);

/** One price of a market: the outcome's id, its decimal odds, and its name to show. */
export const FeedOutcome = z.object({ id: z.string(), name: z.string(), odds });
export type FeedOutcome = z.infer<typeof FeedOutcome>;

export const FeedMarket = z.object({
  /** The market's id within its event: its type and line ("total:2.5"). */
  id: z.string(),
  type: z.string(),
  line: z.number().optional(),
  name: z.string(),
  /** The group a client files it under (main, goals, handicap, halves, sets, players). */
  group: z.string(),
  status: z.enum(MARKET_STATUSES),
  outcomes: z.array(FeedOutcome),
});
export type FeedMarket = z.infer<typeof FeedMarket>;

export const FeedScore = z.object({ home: z.number().int(), away: z.number().int() });
/** A live event's state: score, clock and what the sport adds (sets, serve). */
export const FeedLive = z.object({
  phase: z.enum(['not-started', 'in-play', 'finished']),
  score: FeedScore,
  /** The period in play, 0-based, and its label ("2nd half", "Set 3"). */
  period: z.number().int(),
  clock: z.string(),
  /** Minutes played (football), or units of the sport's clock. */
  elapsed: z.number(),
  /** Each finished or running period's score (sets, halves, maps). */
  periods: z.array(FeedScore),
  suspended: z.boolean(),
  /** Tennis: who serves, and the points of the game (or tie-break) in play (0, 1, 2, 3… a client writes 15, 30, 40). */
  server: z.enum(['home', 'away']).optional(),
  points: FeedScore.optional(),
});
export type FeedLive = z.infer<typeof FeedLive>;

export const FeedEventSummary = z.object({
  id: z.string(),
  /** The sport's number in the bby mapping (SPEC.md §2.6): 1 football, 2 basketball… or "e_sport". */
  sport: z.union([z.number().int(), z.literal('e_sport')]),
  sportKey: z.string(),
  categoryId: z.string(),
  category: z.string(),
  tournamentId: z.string(),
  tournament: z.string(),
  name: z.string(),
  home: z.string().optional(),
  away: z.string().optional(),
  startsAt: z.string(),
  state: z.enum(EVENT_STATES),
  live: FeedLive.optional(),
  /** The event's main market (1X2, winner, moneyline) when it is offered. */
  main: FeedMarket.optional(),
  /** How many markets are open. */
  markets: z.number().int(),
});
export type FeedEventSummary = z.infer<typeof FeedEventSummary>;

/** A market group's name in the request's language, in the order a client shows them. */
export const FeedGroup = z.object({ id: z.string(), name: z.string() });
export const FeedEvent = FeedEventSummary.extend({ groups: z.array(FeedGroup), all: z.array(FeedMarket) });
export type FeedEvent = z.infer<typeof FeedEvent>;

export const FeedSport = z.object({
  id: z.union([z.number().int(), z.literal('e_sport')]),
  key: z.string(),
  name: z.string(),
  prematch: z.number().int(),
  live: z.number().int(),
});
export type FeedSport = z.infer<typeof FeedSport>;

export const FeedSportList = z.object({ sports: z.array(FeedSport) });

export const FeedCategory = z.object({
  id: z.string(),
  name: z.string(),
  /** ISO 3166 alpha-2 of a country category (tours and game titles have none). */
  country: z.string().optional(),
  sport: z.union([z.number().int(), z.literal('e_sport')]),
  prematch: z.number().int(),
  live: z.number().int(),
});
export type FeedCategory = z.infer<typeof FeedCategory>;

export const FeedTournament = z.object({
  id: z.string(),
  name: z.string(),
  categoryId: z.string(),
  category: z.string(),
  sport: z.union([z.number().int(), z.literal('e_sport')]),
  prematch: z.number().int(),
  live: z.number().int(),
});
export type FeedTournament = z.infer<typeof FeedTournament>;

export const FeedTournamentList = z.object({ categories: z.array(FeedCategory), tournaments: z.array(FeedTournament) });

/** The language of names: a locale (en-US, fr-fr, ar-ar, ru) or its language ("fr"); English by default. */
export const FeedLangQuery = z.object({ lang: z.string().max(10).optional() });
export const FeedTournamentsQuery = z.object({
  sport: z.string().max(20).optional(),
  lang: z.string().max(10).optional(),
});
/** The top tournaments (GET /api/feed/tournaments/top), best first. */
export const FeedTopTournamentsQuery = FeedTournamentsQuery.extend({
  limit: z.coerce.number().int().min(1).max(50).default(12),
});
export const FeedTopTournamentList = z.object({ tournaments: z.array(FeedTournament) });
export const FeedEventParams = z.object({ id: z.string().max(20) });

export const FeedEventsQuery = z.object({
  sport: z.string().max(20).optional(),
  tournament: z.string().max(40).optional(),
  state: z.enum(['prematch', 'live']).default('prematch'),
  /** Only events starting within this many hours (prematch). */
  hours: z.coerce.number().int().min(1).max(168).optional(),
  limit: z.coerce.number().int().min(1).max(500).default(100),
  lang: z.string().max(10).optional(),
});
export const FeedEventList = z.object({
  events: z.array(FeedEventSummary),
  /** How many events match before `limit`. */
  total: z.number().int(),
});

/**
 * The live stream's subscription: some events (every market of each), or with none every
 * live event with its main market. `seq` (or the Last-Event-ID header) resumes after a
 * message already received.
 */
export const FeedStreamQuery = z.object({
  events: z
    .string()
    .max(2_000)
    .regex(/^\d{1,15}(,\d{1,15})*$/)
    .optional(),
  lang: z.string().max(10).optional(),
  seq: z.coerce.number().int().min(0).optional(),
});

/**
 * One message of the live stream (server-sent events, `event: update`): the events whose
 * state or prices changed since the last one. `seq` grows with each publication (the SSE `id:`).
 */
export const FeedUpdate = z.object({
  seq: z.number().int(),
  /** When the publishing instance computed it: a client measures the delivery delay from it. */
  at: z.string(),
  /**
   * True on a message holding the whole state of what the subscription covers (the first
   * one, or after a gap): the client replaces what it holds; otherwise it merges.
   */
  full: z.boolean().optional(),
  events: z.array(
    z.object({
      id: z.string(),
      state: z.enum(EVENT_STATES),
      live: FeedLive.optional(),
      /**
       * Markets whose status or prices changed; all of them on a full message. A market
       * that is no longer offered (decided, or no price on the ladder) comes once as closed,
       * with no outcomes.
       */
      markets: z.array(FeedMarket),
    }),
  ),
});
export type FeedUpdate = z.infer<typeof FeedUpdate>;

// ——— Integration C: sessions and tickets ———

/** The platform exchanges a player's launch token for a sportsbook session (server to server). */
export const SessionCreateRequest = z.object({ token: z.string().min(1).max(200) });
export const SessionCreateAnswer = z.object({
  /** Where the player's client calls the provider. */
  base_url: z.string(),
  /** The session token: `Authorization: Bearer <token>` on every player call. */
  token: z.string(),
  /** The provider's Ed25519 public key (PEM): every accepted ticket's receipt is signed with it. */
  publickey: z.string(),
  expires_at: z.string(),
});
export type SessionCreateAnswer = z.infer<typeof SessionCreateAnswer>;

export const TicketLegInput = z.object({
  event_id: id,
  market_id: id,
  outcome_id: id,
  /** The odds the player saw. */
  odds,
});
export const TicketPlacementRequest = z.object({
  /** The client's id for this placement: the same id twice makes one ticket (error_exist_bet). */
  request_id: z.string().min(8).max(64),
  type: z.enum(TICKET_TYPES),
  /** A system: k of n (2 for 2/3), or a named full cover. */
  system: z.union([z.number().int().min(2).max(19), z.enum(SYSTEM_TICKET_NAMES)]).optional(),
  /** The whole ticket's stake (a system's stake per line × its lines). */
  stake: amount,
  legs: z.array(TicketLegInput).min(1).max(20),
  accept_odds: z.enum(ACCEPT_ODDS).default('none'),
  /** Stake with a free bet the platform granted (its amount is the stake). */
  free_bet_id: z.number().int().positive().optional(),
});
export type TicketPlacementRequest = z.input<typeof TicketPlacementRequest>;

/** `coefs_changed`: the odds moved against the player during the delay; here are the new ones. */
export const CoefsChangedBody = z.object({
  code: z.literal('coefs_changed'),
  message: z.string(),
  legs: z.array(z.object({ event_id: z.string(), market_id: z.string(), outcome_id: z.string(), odds })),
});

/** SPEC.md §3 Sports bet, as integration C answers a ticket. */
export const SportsBet = z.object({
  id: z.string(),
  date: z.string(),
  amountIn: z.number(),
  amountOut: z.number(),
  coef: z.number(),
  status: z.enum(BET_STATUSES),
  provider: z.string(),
  producer: z.string(),
  token: z.string(),
  ticketId: z.string(),
  ticketCode: z.string(),
  ticketType: z.string(),
  userId: z.string(),
  /** What a cash-out pays now for the whole ticket, when it is for sale. */
  cashOut: z.number().nullable(),
  freeBet: z.boolean(),
  /** The provider's Ed25519 signature of the receipt (base64), checked with the session's publickey. */
  signature: z.string(),
});
export type SportsBet = z.infer<typeof SportsBet>;

/** SPEC.md §3 sub-bet events and outcomes: the legs of one ticket. */
export const SubBet = z.object({
  events: z.array(
    z.object({
      category: z.string(),
      sport: z.string(),
      tournament: z.string(),
      name: z.string(),
      date: z.string(),
      subticketId: z.string(),
      eventId: z.string(),
    }),
  ),
  outcomes: z.array(
    z.object({
      market: z.string(),
      /** The market and the pick as the player reads them, in the session's language. */
      marketName: z.string(),
      outcomeName: z.string(),
      odd: z.number(),
      outcomeId: z.string(),
      result: z.string(),
      rule: z.string(),
      status: z.enum(BET_STATUSES),
      type: z.string(),
    }),
  ),
});
export type SubBet = z.infer<typeof SubBet>;

export const TicketStatusRequest = z.union([z.object({ ticket_id: id }), z.object({ request_id: id })]);

export const BetsHistoryQuery = z.object({
  date_from: z.string().max(30).optional(),
  date_to: z.string().max(30).optional(),
  status: z.enum(['open', 'settled', 'all']).default('all'),
  page: z.coerce.number().int().min(1).default(1),
  page_size: z.coerce.number().int().min(1).max(100).default(20),
});
export const BetsHistoryPage = z.object({
  count: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
  results: z.array(SportsBet),
});

export const PlayerBalanceAnswer = z.object({
  balance: z.number(),
  currency: z.string(),
  free_bets: z.array(z.object({ id: z.number().int(), amount: z.number(), expires_at: z.string() })),
});

/** A cash-out: the whole ticket, or `stake` of it; `price` is what the player was shown. */
export const CashOutRequest = z.object({
  price: amount,
  stake: amount.optional(),
});

// ——— Operator ———

export const OperatorResultRequest = z.object({
  /** The result as src/markets reads it; see apps/sportsbook/README.md. */
  result: z.unknown(),
});
export const OperatorSettingsRequest = z.object({
  margin: z.number().min(0).max(0.5).optional(),
  liveDelayMs: z.number().int().min(0).max(60_000).optional(),
  cashOutMarginBp: z.number().int().min(0).max(5_000).optional(),
  minStake: amount.optional(),
  maxStake: amount.optional(),
  maxPayout: amount.optional(),
  /** The most the book may lose on one market, and on one event. */
  maxMarketLiability: amount.optional(),
  maxEventLiability: amount.optional(),
});
