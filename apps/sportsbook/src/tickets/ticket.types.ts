/**
 * The shapes of a ticket. Money is in integer minor units (cents); odds are decimal odds
 * held exactly as integer thousandths (1.85 → 1850), so every amount derived from them is
 * an exact fraction until the one rounding of decision 024.
 */

/** Decimal odds in thousandths: 1850 is 1.85. A void leg counts at 1000 (1.00). */
export type Odds = number;

/** The named full-cover systems: every combination of 2 (or 1) up to n legs. */
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

/** One selection of a ticket, as the player picked it. */
export interface TicketLeg {
  eventId: string;
  marketId: string;
  outcomeId: string;
  odds: Odds;
}

/** What a player asks for, before validation. */
export type TicketInput = {
  legs: readonly TicketLeg[];
  /** The whole ticket's stake in cents; a system's is its stake per line × its lines. */
  stake: number;
  /** Staked with a free-bet token: a win pays the winnings without the stake. */
  freeBet?: boolean;
} & (
  | { type: 'single' }
  | { type: 'accumulator' }
  /** k-of-n: every combination of k legs (2/3, 3/4, …). */
  | { type: 'system'; of: number }
  | { type: 'system'; name: SystemName }
);

/** A validated ticket: the only shape settlement and cash-out accept. */
export interface Ticket {
  type: 'single' | 'accumulator' | 'system';
  /** The system's name when it has one (trixie…), else undefined. */
  systemName: SystemName | undefined;
  legs: readonly TicketLeg[];
  /** The combination sizes its lines are made of: [1] single, [n] accumulator, [k] k-of-n, [2..n] trixie… */
  sizes: readonly number[];
  /** How many lines (combinations) the ticket holds. */
  lines: number;
  /** The stake of each line in cents; stake = stakePerLine × lines, exactly. */
  stakePerLine: number;
  stake: number;
  freeBet: boolean;
}

/** The operator's limits, passed in; see DEFAULT_TICKET_LIMITS. */
export interface TicketLimits {
  /** The smallest stake per line, in cents. */
  minStake: number;
  /** The largest stake of a whole ticket, in cents. */
  maxStake: number;
  /** The largest payout a ticket may ever make (every leg won), in cents. */
  maxPayout: number;
  /** The most legs on a ticket; never above MAX_LEGS. */
  maxLegs: number;
}

/** The most legs any ticket may hold (the accumulators "up to 20 legs"). */
export const MAX_LEGS = 20;

/** Odds bounds: 1.001 (a leg at 1.00 would be a void one) to 1000.00. */
export const MIN_ODDS: Odds = 1001;
export const MAX_ODDS: Odds = 1_000_000;

/**
 * Defaults when the operator sets nothing: 0.10 per line, 5,000.00 per ticket, a payout of
 * at most 100,000.00, 20 legs.
 */
export const DEFAULT_TICKET_LIMITS: TicketLimits = {
  minStake: 10,
  maxStake: 500_000,
  maxPayout: 10_000_000,
  maxLegs: MAX_LEGS,
};
