import { floorOf, mul, ratio, sumOfCombinationProducts, toSafeNumber, type Ratio } from './ticket.rational.js';
import type { Odds, Ticket } from './ticket.types.js';

const DECIMAL_ODDS = /^(\d+)(?:\.(\d{1,3}))?$/;

/** Reads decimal odds ("1.85" or 1.85) into thousandths (1850); more than 3 decimals is refused, never rounded. */
export function parseOdds(value: number | string): Odds {
  const match = DECIMAL_ODDS.exec(typeof value === 'number' ? String(value) : value.trim());
  if (!match) throw new RangeError(`not decimal odds with at most 3 decimals: ${String(value)}`);
  const odds = Number(match[1]) * 1000 + Number((match[2] ?? '').padEnd(3, '0'));
  if (!Number.isSafeInteger(odds)) throw new RangeError(`odds out of range: ${String(value)}`);
  return odds;
}

/** Thousandths back to the decimal odds shown to players (1850 → "1.85"). */
export function formatOdds(odds: Odds): string {
  const whole = Math.floor(odds / 1000);
  const fraction = String(odds % 1000)
    .padStart(3, '0')
    .replace(/0+$/, '');
  return fraction.length < 2 ? `${whole}.${fraction.padEnd(2, '0')}` : `${whole}.${fraction}`;
}

/** The odds as an exact fraction (1850 → 37/20). */
export function oddsRatio(odds: Odds): Ratio {
  return ratio(odds, 1000);
}

/**
 * The exact return of the ticket's lines for given per-leg factors (each leg's return per
 * unit staked on it): stake per line × the sum over lines of the product of their factors.
 */
export function exactReturn(ticket: Ticket, factors: readonly Ratio[]): Ratio {
  return mul(ratio(ticket.stakePerLine), sumOfCombinationProducts(factors, ticket.sizes));
}

/**
 * Cents paid for an exact return, rounded down once for the whole ticket; a free bet's
 * token stake is not paid back, only what the return exceeds it by.
 */
export function paidFor(ticket: Ticket, exact: Ratio): number {
  const cents = toSafeNumber(floorOf(exact));
  return ticket.freeBet ? Math.max(0, cents - ticket.stake) : cents;
}

/** The exact return if every leg wins: the most any result can return. */
export function potentialReturn(ticket: Ticket): Ratio {
  const odds = ticket.legs.map((leg) => oddsRatio(leg.odds));
  return exactReturn(ticket, odds);
}

/** What the ticket pays if every leg wins: its potential payout, in cents. */
export function potentialPayout(ticket: Ticket): number {
  return paidFor(ticket, potentialReturn(ticket));
}
