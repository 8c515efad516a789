import { toMinor } from '@casino/contracts';
import type { Db, Executor } from '../../db/database.js';
import { SportsbookError } from '../../lib/sportsbook-error.js';
import { priceCashOut, sellTicket, type LegQuote } from '../../settlement/settlement.cashout.js';
import { TicketError } from '../../tickets/ticket.errors.js';
import { readOverridesOf, readSettings } from '../book/book.repository.js';
import { quoteOf } from '../book/book.quote.js';
import type { Book } from '../book/book.service.js';
import { walletIds, type Outbox } from '../outbox/outbox.service.js';
import type { Session } from '../sessions/sessions.service.js';
import { legOutcomeOf, liabilityRows, ticketOf } from './tickets.model.js';
import * as repo from './tickets.repository.js';

/**
 * Cash-out (the spec's "sell"): the house buys back an open ticket, whole or in part, at
 * its current fair value less a margin (decision 024). The sale and its wallet call are
 * written in one transaction; the call is sent at once and, if the wallet is slow, by the
 * outbox until it is answered.
 */
export function createCashOut(deps: {
  db: Db;
  book: Book;
  now: () => Date;
  outbox: Outbox;
  install: () => Promise<string>;
}) {
  /** The book as a sale reads it: fresh in the sale's transaction, at most a second old for a quote shown. */
  async function bookOf(db: Executor | undefined, legs: readonly repo.LegRow[]) {
    if (!db) return deps.book.cached();
    const rows = await readOverridesOf(
      db,
      legs.map((leg) => leg.event_id),
    );
    return { settings: await readSettings(db), overrides: new Map(rows.map((o) => [o.event_id, o])) };
  }

  async function quotesOf(db: Executor | undefined, legs: repo.LegRow[]): Promise<LegQuote[]> {
    const { settings, overrides } = await bookOf(db, legs);
    const at = deps.now().getTime();
    return legs.map((leg): LegQuote => {
      const settled = legOutcomeOf(leg);
      if (settled) return { state: 'settled', outcome: settled };
      const event = deps.book.event(leg.event_id);
      if (!event) return { state: 'suspended' };
      const quote = quoteOf(
        deps.book.view(event, settings, overrides.get(leg.event_id), at),
        leg.market_id,
        leg.outcome_id,
      );
      if (quote.kind === 'open') return { state: 'open', won: quote.fair };
      if (quote.kind === 'closed' && quote.outcome) return { state: 'settled', outcome: quote.outcome };
      return { state: 'suspended' };
    });
  }

  /** The player's own open ticket, or why it cannot be sold. */
  function ownTicket(ticket: repo.TicketRow | undefined, session: Session): repo.TicketRow {
    if (!ticket || ticket.player_id !== session.player_id || ticket.state !== 'accepted')
      throw new SportsbookError('ticket_not_found', 404);
    if (ticket.status !== 'Wait') throw new SportsbookError('bet_is_not_for_sale', 400);
    return ticket;
  }

  return {
    /** What selling the ticket (or `stake` of it) pays now, in cents; null with the reason when not for sale. */
    async quote(session: Session, id: number, stake?: number): Promise<{ price: number | null; code?: string }> {
      const ticket = ownTicket(await repo.findTicket(deps.db, id), session);
      const legs = await repo.legsOf(deps.db, [id]);
      const engineTicket = ticketOf(ticket, legs);
      try {
        const quotes = await quotesOf(undefined, legs);
        const margin = (await deps.book.cached()).settings.cash_out_margin_bp;
        if (stake === undefined) return { price: priceCashOut(engineTicket, quotes, margin) };
        return { price: sellTicket(engineTicket, quotes, toMinor(stake), margin).sold.payout };
      } catch (error) {
        if (error instanceof TicketError) return { price: null, code: error.code };
        throw error;
      }
    },

    /** Sells the ticket, or `stake` of it, if it still pays at least `price` (what the player was shown). */
    async sell(session: Session, id: number, request: { price: number; stake?: number | undefined }) {
      const install = await deps.install();
      await deps.db.transaction().execute(async (tx) => {
        const ticket = ownTicket(await repo.lockTicket(tx, id), session);
        const legs = await repo.legsOf(tx, [id]);
        const engineTicket = ticketOf(ticket, legs);
        const settings = await readSettings(tx);
        const soldStake = request.stake === undefined ? ticket.stake : toMinor(request.stake);
        const sale = sellTicket(engineTicket, await quotesOf(tx, legs), soldStake, settings.cash_out_margin_bp);
        if (sale.sold.payout < toMinor(request.price))
          throw new SportsbookError('coefs_changed', 409, { price: sale.sold.payout / 100 });
        const full = sale.remaining === null;
        await tx
          .updateTable('sb_tickets')
          .set((eb) => ({
            stake: full ? 0 : sale.remaining!.stake,
            sold_stake: eb('sold_stake', '+', soldStake),
            sold_payout: eb('sold_payout', '+', sale.sold.payout),
            ...(full ? { status: 'Cancelled' as const, settled_at: deps.now() } : {}),
          }))
          .where('id', '=', id)
          .execute();
        await repo.addLiability(tx, liabilityRows(engineTicket, -1));
        if (sale.remaining) await repo.addLiability(tx, liabilityRows(sale.remaining, 1));
        const seq = await repo.nextOpSeq(tx, id);
        await repo.insertOps(tx, deps.now(), [
          {
            transaction_id: walletIds(install, id).op(seq),
            ticket_id: id,
            seq,
            kind: 'win',
            amount: sale.sold.payout,
            round_closed: full,
          },
        ]);
      });
      await deps.outbox.deliverDue(id);
    },
  };
}
