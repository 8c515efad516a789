import { TicketError } from '../tickets/ticket.errors.js';
import { floorOf, mul, ratio, sumOfCombinationProducts, toSafeNumber, type Ratio } from '../tickets/ticket.rational.js';
import type { Odds, Ticket } from '../tickets/ticket.types.js';
import type { LegOutcome } from './leg-outcome.js';
import { legFactor } from './settlement.factors.js';
import { isDecided } from './settlement.settle.js';

/**
 * A leg as cash-out sees it now: settled, open with the current fair (margin-free)
 * probabilities of how it will end (whatever is left over is the chance it loses), or
 * suspended (a dangerous moment: no price can be trusted, so nothing is sold).
 */
export type LegQuote =
  | { state: 'settled'; outcome: LegOutcome }
  | { state: 'open'; won: number; halfWon?: number; void?: number; halfLost?: number }
  | { state: 'suspended' };

/** The house's cash-out margin when the operator sets none: 5 %, in basis points. */
export const DEFAULT_CASH_OUT_MARGIN_BP = 500;

/** A sale: the sold part is Cancelled (shown as Sold) and paid; the rest, if any, stays a live ticket. */
export interface CashOut {
  sold: { status: 'Cancelled'; stake: number; payout: number };
  /** The unsold part with its stake reduced, or null after a full cash-out. */
  remaining: Ticket | null;
}

/** The price, in cents, the house pays now for the whole open ticket. */
export function priceCashOut(
  ticket: Ticket,
  quotes: readonly LegQuote[],
  marginBp = DEFAULT_CASH_OUT_MARGIN_BP,
): number {
  return priceOf(ticket.stakePerLine, valuePerLine(ticket, quotes, marginBp));
}

/**
 * Sells the ticket: all of it, or `soldStake` cents of its stake (a whole number of cents
 * per line, worth at least a cent). A partial sale pays the whole ticket's price less the remainder's, so the
 * part sold and the part kept are worth exactly the whole to the cent; each stays within
 * a cent of its share of the stake.
 */
export function sellTicket(
  ticket: Ticket,
  quotes: readonly LegQuote[],
  soldStake: number = ticket.stake,
  marginBp = DEFAULT_CASH_OUT_MARGIN_BP,
): CashOut {
  const perLine = valuePerLine(ticket, quotes, marginBp);
  const whole = priceOf(ticket.stakePerLine, perLine);
  if (soldStake === ticket.stake)
    return { sold: { status: 'Cancelled', stake: ticket.stake, payout: whole }, remaining: null };
  if (!Number.isSafeInteger(soldStake) || soldStake <= 0 || soldStake > ticket.stake || soldStake % ticket.lines !== 0)
    throw new TicketError(
      'error_block_bet_data',
      'partial_stake',
      `Sell a whole number of cents per line, below the stake of ${ticket.stake}.`,
    );
  const keptStake = ticket.stake - soldStake;
  const remaining: Ticket = { ...ticket, stake: keptStake, stakePerLine: keptStake / ticket.lines };
  const payout = whole - priceOf(remaining.stakePerLine, perLine);
  // A part worth under a cent would end the player's stake on it for nothing.
  if (payout === 0) throw new TicketError('bet_is_not_for_sale', 'nothing_to_sell');
  return { sold: { status: 'Cancelled', stake: soldStake, payout }, remaining };
}

function priceOf(stakePerLine: number, perLine: Ratio): number {
  return toSafeNumber(floorOf(mul(ratio(stakePerLine), perLine)));
}

/**
 * The fair value of one unit staked on each line, less the margin. The legs of a ticket
 * are on different events (validation refuses two of one event), so they are independent
 * and a line's expected return is the product of its legs' expected factors.
 */
function valuePerLine(ticket: Ticket, quotes: readonly LegQuote[], marginBp: number): Ratio {
  if (quotes.length !== ticket.legs.length)
    throw new RangeError(`${quotes.length} quotes for a ticket of ${ticket.legs.length} legs`);
  if (!Number.isInteger(marginBp) || marginBp < 0 || marginBp >= 10_000)
    throw new RangeError(`a margin is 0 to 9999 basis points: ${marginBp}`);
  if (ticket.freeBet) throw new TicketError('free_bets_cannot_be_sold', 'free_bet');
  const results = quotes.map((quote) => (quote.state === 'settled' ? quote.outcome : null));
  if (isDecided(ticket, results)) throw new TicketError('bet_is_not_for_sale', 'ticket_settled');
  const factors = quotes.map((quote, i) => {
    const odds = ticket.legs[i]!.odds;
    if (quote.state === 'suspended') throw new TicketError('bet_is_not_for_sale', 'leg_suspended');
    return quote.state === 'settled' ? legFactor(odds, quote.outcome) : expectedFactor(odds, quote);
  });
  const value = mul(sumOfCombinationProducts(factors, ticket.sizes), ratio(10_000 - marginBp, 10_000));
  if (floorOf(mul(ratio(ticket.stakePerLine), value)) <= 0n)
    throw new TicketError('bet_is_not_for_sale', 'nothing_to_sell');
  return value;
}

const PROBABILITY_UNIT = 1_000_000_000n;
/** Every factor an open leg can end with (odds in thousandths, halves) is a whole number of 2000ths. */
const FACTOR_UNIT = 2000n;
const ENDINGS = [
  ['won', 'won'],
  ['halfWon', 'half-won'],
  ['void', 'void'],
  ['halfLost', 'half-lost'],
] as const;

/** An open leg's expected return per unit staked, from its fair probabilities. */
function expectedFactor(odds: Odds, quote: Extract<LegQuote, { state: 'open' }>): Ratio {
  let total = 0n;
  let expected = 0n;
  for (const [field, kind] of ENDINGS) {
    const probability = quote[field] ?? 0;
    if (!(probability >= 0 && probability <= 1)) throw new RangeError(`not a probability: ${probability}`);
    // Read to the billionth, rounded down: the house never prices a chance above the model's.
    const units = BigInt(Math.floor(probability * Number(PROBABILITY_UNIT)));
    const factor = legFactor(odds, { kind });
    if ((factor.n * FACTOR_UNIT) % factor.d !== 0n) throw new RangeError(`a ${kind} factor that is no 2000th`);
    total += units;
    // Over one common denominator, so a ticket's 20 legs do not multiply 4 denominators each.
    expected += units * ((factor.n * FACTOR_UNIT) / factor.d);
  }
  if (total > PROBABILITY_UNIT) throw new RangeError('the probabilities of a leg add up to more than 1');
  return { n: expected, d: PROBABILITY_UNIT * FACTOR_UNIT };
}
