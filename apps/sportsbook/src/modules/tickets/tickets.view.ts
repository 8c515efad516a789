import { fromMinor, type SportsBet, type SubBet } from '@casino/contracts';
import { formatOdds } from '../../tickets/ticket.odds.js';
import type { LegOutcome } from '../../settlement/leg-outcome.js';
import type { Book } from '../book/book.service.js';
import { localeOf, marketLabel, outcomeName } from '../feed/feed.labels.js';
import { textIn } from '../feed/feed.labels.markets.js';
import { splitMarketId } from '../feed/feed.present.js';
import { ticketCode } from './tickets.receipt.js';
import type { LegRow, TicketRow } from './tickets.repository.js';

/** SPEC.md §3 Sports bet: what the player and the platform read of a ticket. */
export function sportsBetOf(
  ticket: TicketRow,
  legs: readonly LegRow[],
  context: { provider: string; cashOut: number | null },
): SportsBet {
  const original = ticket.stake + ticket.sold_stake;
  const settled = ticket.status !== 'Wait';
  // The combined odds of the selections (an accumulator's product; a system shows the same product).
  const coef = legs.reduce((product, leg) => product * (leg.odds / 1000), 1);
  return {
    id: String(ticket.id),
    date: ticket.created_at.toISOString(),
    amountIn: fromMinor(original),
    amountOut: fromMinor((settled ? ticket.payout : 0) + ticket.sold_payout),
    coef: Math.round(coef * 100) / 100,
    status: ticket.status,
    provider: context.provider,
    producer: 'in-house',
    token: ticketCode(ticket.id),
    ticketId: String(ticket.id),
    ticketCode: ticketCode(ticket.id),
    ticketType: ticket.type + (ticket.system_name ? `:${ticket.system_name}` : ''),
    userId: ticket.player_id,
    cashOut: context.cashOut === null ? null : fromMinor(context.cashOut),
    freeBet: ticket.free_bet_id !== null,
    signature: ticket.signature ?? '',
  };
}

const LEG_STATUS: Record<LegOutcome['kind'], SportsBet['status']> = {
  won: 'Winner',
  lost: 'Loser',
  void: 'Voided',
  'half-won': 'Winner',
  'half-lost': 'Done',
  'dead-heat': 'Done',
};

/** SPEC.md §3 sub-bets: the events and outcomes of a ticket's legs, named in the player's language. */
export function subBetOf(legs: readonly LegRow[], book: Book, language: string): SubBet {
  const locale = localeOf(language);
  return {
    events: legs.map((leg) => {
      const event = book.event(leg.event_id);
      const tournament = event && book.catalogue.tournaments.find((t) => t.id === event.tournamentId);
      const category = event && book.catalogue.categories.find((c) => c.id === event.categoryId);
      return {
        category: category?.name ?? '',
        sport: event?.sport ?? '',
        tournament: tournament?.name ?? '',
        name: event?.name ?? leg.event_id,
        date: event ? new Date(event.startsAt).toISOString() : '',
        subticketId: `${leg.ticket_id}-${leg.idx}`,
        eventId: leg.event_id,
      };
    }),
    outcomes: legs.map((leg) => {
      const outcome = leg.outcome as LegOutcome | null;
      const event = book.event(leg.event_id);
      const { type, line } = splitMarketId(leg.market_id);
      const label = event && marketLabel(event.sport, type);
      return {
        market: leg.market_id,
        marketName: label ? textIn(label.name, locale) : type,
        outcomeName: event ? outcomeName(event, type, line, leg.outcome_id, locale) : leg.outcome_id,
        odd: Number(formatOdds(leg.odds)),
        outcomeId: leg.outcome_id,
        result: outcome?.kind ?? '',
        rule: outcome?.kind === 'dead-heat' ? `dead-heat:${outcome.share}` : (outcome?.kind ?? ''),
        status: outcome ? LEG_STATUS[outcome.kind] : 'Wait',
        type: leg.market_id.split(':')[0]!,
      };
    }),
  };
}
