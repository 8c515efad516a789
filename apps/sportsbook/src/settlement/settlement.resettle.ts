import type { Ticket } from '../tickets/ticket.types.js';
import { settleTicket, type LegResult, type Settlement } from './settlement.settle.js';

/**
 * What a corrected result changes on a ticket already settled. The caller moves `delta`
 * through the wallet and stores `settlement` in the same transaction, keyed by the
 * ticket and its settlement's revision, so the difference moves once: resettling again
 * from the stored settlement with the same results gives a delta of 0.
 */
export interface Resettlement {
  settlement: Settlement;
  /** Cents to move: positive pays the player more, negative takes back. */
  delta: number;
  /** A free bet's token: give it back (newly voided), take it back (no longer void), or leave it. */
  token: 'return' | 'revoke' | 'none';
}

/** Resettles a ticket from its previous settlement and the corrected results of its legs. */
export function resettleTicket(ticket: Ticket, previous: Settlement, corrected: readonly LegResult[]): Resettlement {
  const settlement = settleTicket(ticket, corrected);
  const token =
    settlement.returnsToken === previous.returnsToken ? 'none' : settlement.returnsToken ? 'return' : 'revoke';
  return { settlement, delta: settlement.payout - previous.payout, token };
}
