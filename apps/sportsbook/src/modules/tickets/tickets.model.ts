import { potentialPayout } from '../../tickets/ticket.odds.js';
import type { SystemName, Ticket } from '../../tickets/ticket.types.js';
import type { LegOutcome } from '../../settlement/leg-outcome.js';
import type { LegRow, TicketRow } from './tickets.repository.js';

/** A stored ticket as the engine reads it (its stake is what is still on it after cash-outs). */
export function ticketOf(row: TicketRow, legs: readonly LegRow[]): Ticket {
  return {
    type: row.type,
    systemName: (row.system_name ?? undefined) as SystemName | undefined,
    legs: legs.map((leg) => ({
      eventId: leg.event_id,
      marketId: leg.market_id,
      outcomeId: leg.outcome_id,
      odds: leg.odds,
    })),
    sizes: row.sizes,
    lines: row.lines,
    stakePerLine: row.stake / row.lines,
    stake: row.stake,
    freeBet: row.free_bet_id !== null,
  };
}

export const legOutcomeOf = (leg: LegRow): LegOutcome | null => (leg.outcome as LegOutcome | null) ?? null;

/**
 * What a ticket adds to the book's liability on each outcome it names: its stake and its
 * potential payout (every leg won), counted in full on each of its legs. An accumulator is
 * so counted once per event it spans: a stated over-estimate, on the safe side.
 */
export function liabilityRows(ticket: Ticket, sign: 1 | -1) {
  const payout = potentialPayout(ticket);
  return ticket.legs.map((leg) => ({
    event_id: leg.eventId,
    market_id: leg.marketId,
    outcome_id: leg.outcomeId,
    stakes: sign * ticket.stake,
    payout: sign * payout,
  }));
}

/**
 * A market's liability is the most its outcomes could pay (the largest potential payout
 * on one outcome); an event's is the sum of its markets'.
 */
export function liabilityByMarket(rows: readonly { event_id: string; market_id: string; payout: number }[]) {
  const markets = new Map<string, { eventId: string; marketId: string; liability: number }>();
  for (const row of rows) {
    const key = `${row.event_id}\u0000${row.market_id}`;
    const market = markets.get(key) ?? { eventId: row.event_id, marketId: row.market_id, liability: 0 };
    market.liability = Math.max(market.liability, row.payout);
    markets.set(key, market);
  }
  const events = new Map<string, number>();
  for (const market of markets.values())
    events.set(market.eventId, (events.get(market.eventId) ?? 0) + market.liability);
  return { markets: [...markets.values()], events };
}
