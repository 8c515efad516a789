import { z } from 'zod';
import { FeedLive, FeedMarket } from './sportsbook.js';

/**
 * Sportsbook trading (issue #25): the operator's view of the in-house sportsbook's events,
 * served by its operator API (/api/operator/…, behind its bearer key) and fronted for the
 * super admin and the owner under /api/backoffice/sportsbook/ (the key never reaches a browser).
 * Amounts are decimals, as everywhere in the API.
 */

/**
 * Where an event stands for the trader: kick-off ahead; in play; play over with no result entered
 * (its bets settle on the feed's own result unless one is entered); a result entered or the event
 * void; postponed or cancelled (bets wait 48 hours for its return or a result).
 */
export const TRADING_STATES = ['upcoming', 'live', 'finished', 'settled', 'held'] as const;
export type TradingState = (typeof TRADING_STATES)[number];

const eventId = z.string().regex(/^\d{1,15}$/);
const count = z.number().int().min(0).max(100_000);
const score = z.object({ home: count, away: count });
const amount = z.number().min(0).max(1e12);

/**
 * An event's result as the book reads it (apps/sportsbook/src/markets/markets.types.ts): a score
 * by periods of regular time and what came after them, each set's score, or a field's strokes.
 */
export const TradingResult = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('score'), periods: z.array(score).min(1).max(20), overtime: score.optional() }),
  z.object({ kind: z.literal('sets'), sets: z.array(score).min(1).max(9) }),
  z.object({
    kind: z.literal('field'),
    strokes: z.record(z.string().max(40), z.number().int().min(1).max(10_000)),
    winner: z.string().min(1).max(40),
  }),
]);
export type TradingResult = z.infer<typeof TradingResult>;

/** What a result of the event's sport is made of: the form the trader fills in. */
export const TradingResultShape = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('score'),
    /** Periods of regular time (halves, periods, quarters, innings). */
    periods: z.number().int(),
    /** Whether play may go on after them: never; until one side leads; or possibly ending level. */
    overtime: z.enum(['never', 'until-decided', 'may-end-level']),
  }),
  z.object({ kind: z.literal('sets'), bestOf: z.number().int() }),
  z.object({ kind: z.literal('field'), field: z.array(z.object({ id: z.string(), name: z.string() })) }),
]);
export type TradingResultShape = z.infer<typeof TradingResultShape>;

/** What the operator changed on an event (nothing changed: not suspended, no status, no result). */
export const TradingOverride = z.object({
  suspended: z.boolean(),
  /** Market ids ("total:2.5") suspended one by one. */
  suspendedMarkets: z.array(z.string()),
  status: z.enum(['postponed', 'cancelled', 'void']).nullable(),
  statusSince: z.string().nullable(),
  /** The result the operator entered. */
  result: TradingResult.nullable(),
  /** How many times a result (or a void) was entered: each one settles the tickets again. */
  revision: z.number().int(),
});
export type TradingOverride = z.infer<typeof TradingOverride>;

export const TradingEventSummary = z.object({
  id: z.string(),
  /** The sport's key (football, ice-hockey…) and its name in the request's language. */
  sport: z.string(),
  sportName: z.string(),
  league: z.string(),
  category: z.string(),
  name: z.string(),
  home: z.string().optional(),
  away: z.string().optional(),
  startsAt: z.string(),
  /** In play now (state live). */
  live: z.boolean(),
  state: z.enum(TRADING_STATES),
  override: TradingOverride,
  /** What the book stands to pay on the event's open tickets. */
  liability: amount,
});
export type TradingEventSummary = z.infer<typeof TradingEventSummary>;

export const TradingEventsQuery = z.object({
  /** A sport's key or its number (1 football…). */
  sport: z.string().max(20).optional(),
  state: z.enum(TRADING_STATES).optional(),
  /** Part of the event's or its league's name, or the event's id. */
  search: z.string().trim().max(100).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
  lang: z.string().max(10).optional(),
});
export type TradingEventsQuery = z.input<typeof TradingEventsQuery>;

export const TradingEventList = z.object({
  events: z.array(TradingEventSummary),
  total: z.number().int(),
  /** Every sport the book offers, named in the request's language (the filter's choices). */
  sports: z.array(z.object({ key: z.string(), name: z.string() })),
});
export type TradingEventList = z.infer<typeof TradingEventList>;

export const TradingLiabilityOutcome = z.object({
  outcome_id: z.string(),
  name: z.string().optional(),
  stakes: amount,
  payout: amount,
});
export const TradingLiabilityMarket = z.object({
  market_id: z.string(),
  name: z.string().optional(),
  /** The most the market can cost: its costliest outcome's payout. */
  liability: amount,
  outcomes: z.array(TradingLiabilityOutcome),
});
export type TradingLiabilityMarket = z.infer<typeof TradingLiabilityMarket>;
/** GET …/liability: per event with open tickets, largest first. */
export const TradingLiability = z.array(
  z.object({ event_id: z.string(), name: z.string(), liability: amount, markets: z.array(TradingLiabilityMarket) }),
);
export type TradingLiability = z.infer<typeof TradingLiability>;
export const TradingLiabilityQuery = z.object({ event_id: eventId.optional() });

/** An offered market, and whether the operator (not the match) suspended it. */
export const TradingMarket = FeedMarket.extend({ suspendedByOperator: z.boolean() });
export type TradingMarket = z.infer<typeof TradingMarket>;

export const TradingEventDetail = TradingEventSummary.extend({
  /** Score and clock once the event has started. */
  scoreboard: FeedLive.optional(),
  resultShape: TradingResultShape,
  /** The result that stands: the one entered, else the feed's once play is over; null before. */
  result: TradingResult.nullable(),
  /** The markets offered now (open or suspended), in the order a client shows them. */
  markets: z.array(TradingMarket),
  /** The open tickets' liability on each market and outcome, named. */
  liabilityByMarket: z.array(TradingLiabilityMarket),
});
export type TradingEventDetail = z.infer<typeof TradingEventDetail>;

export const TradingEventParams = z.object({ id: eventId });
export const TradingEventQuery = z.object({ lang: z.string().max(10).optional() });
/** Suspend or resume: one market, or the whole event when none is named. */
export const TradingMarketRequest = z.object({ market_id: z.string().min(1).max(100).optional() }).default({});
export const TradingHoldRequest = z.object({ status: z.enum(['postponed', 'cancelled']) });
export const TradingResultRequest = z.object({ result: TradingResult });

/** The book's settings: its margin, the live acceptance delay, cash-out margin, stake and liability limits. */
export const TradingSettings = z.object({
  margin: z.number(),
  liveDelayMs: z.number().int(),
  cashOutMarginBp: z.number().int(),
  minStake: amount,
  maxStake: amount,
  maxPayout: amount,
  maxMarketLiability: amount,
  maxEventLiability: amount,
});
export type TradingSettings = z.infer<typeof TradingSettings>;
