import type { BET_STATUSES } from '@casino/contracts';
import { exactReturn, paidFor } from '../tickets/ticket.odds.js';
import { ZERO, type Ratio } from '../tickets/ticket.rational.js';
import type { Ticket } from '../tickets/ticket.types.js';
import type { LegOutcome } from './leg-outcome.js';
import { legFactor } from './settlement.factors.js';

export type BetStatus = (typeof BET_STATUSES)[number];

/** A leg's state for settlement: its outcome, or null while its market is still open. */
export type LegResult = LegOutcome | null;

/**
 * A ticket's settlement from its legs' results (the statuses of decision 024):
 * - Wait: some line can still win, nothing is paid yet;
 * - Loser: settled, nothing paid;
 * - Done: settled, some money paid back but not more than the stake (a half-lost quarter
 *   line, a short-priced dead heat, a system with too few winning lines);
 * - Winner: settled, paid more than the stake (a free bet: paid anything);
 * - Voided: every leg void: the stake is refunded, or a free bet's token given back.
 * Cancelled (shown as Sold) is a ticket's fate by cash-out or by the operator; no leg
 * result leads to it (see settlement.cashout.ts).
 */
export interface Settlement {
  status: Extract<BetStatus, 'Wait' | 'Loser' | 'Done' | 'Winner' | 'Voided'>;
  /** The cents this settlement pays in all (not a difference); 0 while the ticket waits. */
  payout: number;
  /** A voided free bet gives its token back instead of money (payout is then 0). */
  returnsToken: boolean;
}

/** Settles a ticket from its legs' results (aligned with ticket.legs; null for an open leg). */
export function settleTicket(ticket: Ticket, results: readonly LegResult[]): Settlement {
  if (results.length !== ticket.legs.length)
    throw new RangeError(`${results.length} results for a ticket of ${ticket.legs.length} legs`);
  if (!isDecided(ticket, results)) return { status: 'Wait', payout: 0, returnsToken: false };
  if (results.every((result) => result?.kind === 'void'))
    return ticket.freeBet
      ? { status: 'Voided', payout: 0, returnsToken: true }
      : { status: 'Voided', payout: ticket.stake, returnsToken: false };

  const payout = paidFor(ticket, exactReturn(ticket, decidedFactors(ticket, results)));
  const status = payout === 0 ? 'Loser' : ticket.freeBet || payout > ticket.stake ? 'Winner' : 'Done';
  return { status, payout, returnsToken: false };
}

/**
 * True when no line can still change: every line has a lost leg or has no open leg. A line
 * with an open leg and no lost one exists exactly when some leg is open and at least k legs
 * are not lost for one of the ticket's sizes k; so an accumulator with a lost leg is decided
 * at once, and a Trixie with two lost legs of three too.
 */
export function isDecided(ticket: Ticket, results: readonly LegResult[]): boolean {
  const open = results.filter((result) => result === null).length;
  if (open === 0) return true;
  const notLost = results.filter((result) => result?.kind !== 'lost').length;
  return ticket.sizes.every((k) => k > notLost);
}

/**
 * Each leg's factor once the ticket is decided. An open leg can then only sit on lines that
 * also hold a lost leg, which return nothing whatever it does, so it counts as 0.
 */
function decidedFactors(ticket: Ticket, results: readonly LegResult[]): Ratio[] {
  return ticket.legs.map((leg, i) => {
    const result = results[i];
    return result ? legFactor(leg.odds, result) : ZERO;
  });
}
