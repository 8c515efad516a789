import type { Db } from '../../db/database.js';
import { SportsbookError } from '../../lib/sportsbook-error.js';
import type { Book } from '../book/book.service.js';
import type { Session } from '../sessions/sessions.service.js';
import { sportsBetOf, subBetOf } from './tickets.view.js';
import * as repo from './tickets.repository.js';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A day as the history filters it (from its start, or to its end), or a whole instant. */
function dateOf(value: string | undefined, endOfDay: boolean): Date | undefined {
  if (!value) return undefined;
  const date = new Date(DAY.test(value) ? `${value}T00:00:00Z` : value);
  if (Number.isNaN(date.getTime())) throw new SportsbookError('invalid_request', 400);
  return endOfDay && DAY.test(value) ? new Date(date.getTime() + 86_400_000) : date;
}

/** The player's tickets as integration C answers them: one, a page of them, or one's legs. */
export function createHistory(deps: {
  db: Db;
  book: Book;
  provider: string;
  /** A ticket's cash-out price now, in cents, or null when it is not for sale. */
  cashOut: (session: Session, ticket: repo.TicketRow) => Promise<number | null>;
}) {
  async function presentAll(session: Session, rows: repo.TicketRow[]) {
    const legs = await repo.legsOf(
      deps.db,
      rows.map((row) => row.id),
    );
    return Promise.all(
      rows.map(async (row) =>
        sportsBetOf(
          row,
          legs.filter((leg) => leg.ticket_id === row.id),
          { provider: deps.provider, cashOut: row.status === 'Wait' ? await deps.cashOut(session, row) : null },
        ),
      ),
    );
  }

  async function own(session: Session, row: repo.TicketRow | undefined) {
    if (!row || row.player_id !== session.player_id) throw new SportsbookError('ticket_not_found', 404);
    return row;
  }

  return {
    /** A ticket as SPEC §3 Sports bet, with the cash-out price given. */
    present: (ticket: repo.TicketRow, legs: readonly repo.LegRow[], cashOut: number | null) =>
      sportsBetOf(ticket, legs, { provider: deps.provider, cashOut }),

    /** A ticket by its id or by the request id that placed it; a refused one answers with its refusal. */
    async status(session: Session, by: { ticket_id: string } | { request_id: string }) {
      const row =
        'ticket_id' in by
          ? /^\d{1,15}$/.test(by.ticket_id)
            ? await repo.findTicket(deps.db, Number(by.ticket_id))
            : undefined
          : await repo.findByRequest(deps.db, session.player_id, by.request_id);
      const ticket = await own(session, row);
      if (ticket.state === 'rejected')
        return { state: 'rejected' as const, code: ticket.reject_code ?? 'invalid_request' };
      if (ticket.state === 'pending') return { state: 'pending' as const };
      return { state: 'accepted' as const, bet: (await presentAll(session, [ticket]))[0]! };
    },

    /** A page of the player's tickets; `date_from`/`date_to` are whole days (or instants), `date_to` inclusive. */
    async page(
      session: Session,
      query: {
        status: 'open' | 'settled' | 'all';
        page: number;
        page_size: number;
        date_from?: string;
        date_to?: string;
      },
    ) {
      const from = dateOf(query.date_from, false);
      const to = dateOf(query.date_to, true);
      const { rows, count } = await repo.playerTickets(deps.db, {
        playerId: session.player_id,
        status: query.status,
        ...(from ? { from } : {}),
        ...(to ? { to } : {}),
        limit: query.page_size,
        offset: (query.page - 1) * query.page_size,
      });
      return { count, page: query.page, page_size: query.page_size, results: await presentAll(session, rows) };
    },

    async subBet(session: Session, id: number) {
      const ticket = await own(session, await repo.findTicket(deps.db, id));
      if (ticket.state !== 'accepted') throw new SportsbookError('ticket_not_found', 404);
      return subBetOf(await repo.legsOf(deps.db, [id]), deps.book, session.language);
    },

    /** One accepted ticket of the player's, as SPEC §3 Sports bet. */
    async one(session: Session, id: number) {
      const ticket = await own(session, await repo.findTicket(deps.db, id));
      if (ticket.state !== 'accepted') throw new SportsbookError('ticket_not_found', 404);
      return (await presentAll(session, [ticket]))[0]!;
    },
  };
}
