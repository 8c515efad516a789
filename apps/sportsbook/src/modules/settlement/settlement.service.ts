import type { Db, Tx } from '../../db/database.js';
import type { TicketStatus, WalletOpKind } from '../../db/schema.js';
import { parseMarketKey, resolve } from '../../markets/markets.catalogue.js';
import type { EventResult } from '../../markets/markets.types.js';
import type { LegOutcome } from '../../settlement/leg-outcome.js';
import { resettleTicket } from '../../settlement/settlement.resettle.js';
import { settleTicket } from '../../settlement/settlement.settle.js';
import type { FeedEvent } from '../../feed/feed.calendar.js';
import { readOverridesOf, readSettings } from '../book/book.repository.js';
import type { Book } from '../book/book.service.js';
import { walletIds } from '../outbox/outbox.service.js';
import { legOutcomeOf, liabilityRows, ticketOf } from '../tickets/tickets.model.js';
import * as tickets from '../tickets/tickets.repository.js';
import * as repo from './settlement.repository.js';

/** The terms: an event cancelled or postponed with no result within 48 hours voids its bets. */
export const VOID_AFTER_MS = 48 * 3_600_000;
// A settlement run that dies leaves its event to another after this; two runs at once would still pay each ticket once.
const LEASE_MS = 30_000;
const CHUNK = 2_000;
// A ticket still taking its stake on a finished event: its legs are settled on a later run.
const PENDING_RETRY_MS = 10_000;

export type Settlement = ReturnType<typeof createSettlement>;

/**
 * Automatic settlement (issue #19): each event with tickets has a job, due when the feed
 * finishes it and again on every operator change. A run settles the event's legs and every
 * ticket they decide, writing each ticket's new state and its wallet call in one
 * transaction, so that a ticket is paid once whatever crashes: a run that dies leaves the
 * job to the next (its lease runs out), and the outbox sends the calls.
 */
export function createSettlement(deps: {
  db: Db;
  book: Book;
  now: () => Date;
  install: () => Promise<string>;
  log?: (message: string, details?: Record<string, unknown>) => void;
}) {
  /** The event's result to settle on, or when to look again. */
  async function resultOf(event: FeedEvent) {
    const settings = await readSettings(deps.db);
    const [override] = await readOverridesOf(deps.db, [event.id]);
    const now = deps.now().getTime();
    const view = deps.book.view(event, settings, override, now);
    if (view.result !== undefined) return { result: view.result, revision: view.revision };
    if (override?.status_since && (override.status === 'postponed' || override.status === 'cancelled')) {
      const deadline = override.status_since.getTime() + VOID_AFTER_MS;
      if (now >= deadline) return { result: 'void' as const, revision: view.revision };
      return { retryAt: new Date(deadline) };
    }
    return { retryAt: new Date(Math.max(deps.book.finishesAt(event, settings), now + 1_000)) };
  }

  function legOutcome(event: FeedEvent, marketId: string, outcomeId: string, result: EventResult | 'void'): LegOutcome {
    if (result === 'void') return { kind: 'void' };
    try {
      return resolve(parseMarketKey(event.sport, marketId), outcomeId, result);
    } catch (error) {
      // Only offered markets are bet on, so this is an operator's result the market cannot read: refund the leg.
      deps.log?.('a leg could not be settled on the result; it is void', {
        event: event.id,
        marketId,
        error: String(error),
      });
      return { kind: 'void' };
    }
  }

  /** Settles one chunk of the event's tickets; returns how many it took. */
  async function settleChunk(
    tx: Tx,
    event: FeedEvent,
    result: EventResult | 'void',
    revision: number,
    after: { id: number },
  ) {
    const install = await deps.install();
    const rows = await repo.lockTicketsToSettle(tx, event.id, revision, CHUNK, after.id);
    if (!rows.length) return 0;
    after.id = rows.at(-1)!.id;
    const ids = rows.map((row) => row.id);
    const legs = await tickets.legsOf(tx, ids);
    const changed: { ticket_id: number; idx: number; outcome: string; revision: number }[] = [];
    for (const leg of legs) {
      if (leg.event_id !== event.id) continue;
      const outcome = legOutcome(event, leg.market_id, leg.outcome_id, result);
      leg.outcome = outcome;
      changed.push({ ticket_id: leg.ticket_id, idx: leg.idx, outcome: JSON.stringify(outcome), revision });
    }
    await repo.writeLegOutcomes(tx, changed);

    const seqs = await tickets.nextOpSeqs(tx, ids);
    const settled: { id: number; status: TicketStatus; payout: number; returns_token: boolean }[] = [];
    const ops: Parameters<typeof tickets.insertOps>[2][number][] = [];
    const released: ReturnType<typeof liabilityRows> = [];
    const op = (ticketId: number, kind: WalletOpKind, amount: number) => {
      const seq = seqs.get(ticketId)!;
      seqs.set(ticketId, seq + 1);
      const id = kind === 'rollback' ? walletIds(install, ticketId).rollback : walletIds(install, ticketId).op(seq);
      ops.push({ transaction_id: id, ticket_id: ticketId, seq, kind, amount, round_closed: kind === 'win' });
    };
    for (const row of rows) {
      const own = legs.filter((leg) => leg.ticket_id === row.id);
      const ticket = ticketOf(row, own);
      const results = own.map(legOutcomeOf);
      if (row.status === 'Wait') {
        const settlement = settleTicket(ticket, results);
        if (settlement.status === 'Wait') continue;
        settled.push({
          id: row.id,
          status: settlement.status,
          payout: settlement.payout,
          returns_token: settlement.returnsToken,
        });
        released.push(...liabilityRows(ticket, -1));
        // A void free bet gives its free bet back; every other ticket is paid (0 when lost), closing its round.
        if (settlement.returnsToken) op(row.id, 'rollback', 0);
        else op(row.id, 'win', settlement.payout);
        continue;
      }
      const previous = { status: row.status, payout: row.payout, returnsToken: row.returns_token } as const;
      const again = resettleTicket(ticket, previous as Parameters<typeof resettleTicket>[1], results);
      if (again.delta === 0 && again.settlement.status === row.status) continue;
      settled.push({
        id: row.id,
        status: again.settlement.status,
        payout: again.settlement.payout,
        returns_token: again.settlement.returnsToken,
      });
      if (again.delta > 0) op(row.id, 'win', again.delta);
      if (again.delta < 0) op(row.id, 'correct', -again.delta);
    }
    await repo.writeSettlements(tx, settled, deps.now());
    await tickets.insertOps(tx, deps.now(), ops);
    await tickets.addLiability(tx, released);
    return rows.length;
  }

  async function settleEvent(eventId: string, leasedUntil: Date): Promise<void> {
    const event = deps.book.event(eventId);
    if (!event) return repo.finishJob(deps.db, eventId, leasedUntil);
    const known = await resultOf(event);
    if ('retryAt' in known) return repo.rescheduleEvent(deps.db, eventId, known.retryAt!);
    const { result, revision } = known as { result: EventResult | 'void'; revision: number };
    const after = { id: 0 };
    while ((await deps.db.transaction().execute((tx) => settleChunk(tx, event, result, revision, after))) > 0);
    if (await repo.hasPending(deps.db, eventId))
      return repo.rescheduleEvent(deps.db, eventId, new Date(deps.now().getTime() + PENDING_RETRY_MS));
    await repo.finishJob(deps.db, eventId, leasedUntil);
  }

  return {
    /** Asks for the event's legs to be settled when it finishes (placement) or now (operator). */
    schedule: repo.scheduleEvent,

    /** Settles every event that is due (a few at a time); returns how many events it looked at. */
    async settleDue(): Promise<number> {
      const due = await repo.leaseDueEvents(deps.db, deps.now(), 10, LEASE_MS);
      for (const { event_id, due_at } of due) await settleEvent(event_id, due_at);
      return due.length;
    },
  };
}
