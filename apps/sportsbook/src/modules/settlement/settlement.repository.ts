import { sql } from 'kysely';
import type { Executor, Tx } from '../../db/database.js';
import type { TicketStatus } from '../../db/schema.js';

/** Asks for an event's legs to be (re)settled at `dueAt` (the earlier of two asks wins). */
export async function scheduleEvent(db: Executor, eventId: string, dueAt: Date): Promise<void> {
  await db
    .insertInto('sb_event_jobs')
    .values({ event_id: eventId, due_at: dueAt })
    .onConflict((oc) =>
      oc.column('event_id').doUpdateSet({ due_at: sql`least(sb_event_jobs.due_at, excluded.due_at)` }),
    )
    .execute();
}

/** Moves an event's job to `dueAt`, whatever it was. */
export async function rescheduleEvent(db: Executor, eventId: string, dueAt: Date): Promise<void> {
  await db.updateTable('sb_event_jobs').set({ due_at: dueAt }).where('event_id', '=', eventId).execute();
}

export async function finishJob(db: Executor, eventId: string, leasedUntil: Date): Promise<void> {
  // An operator change made while the job ran moved it earlier: then it stays for another run.
  await db.deleteFrom('sb_event_jobs').where('event_id', '=', eventId).where('due_at', '>=', leasedUntil).execute();
}

/** Due events, leased for `leaseMs` (another instance takes them after, if this one died). */
export const leaseDueEvents = (db: Executor, now: Date, limit: number, leaseMs: number) =>
  sql<{ event_id: string; due_at: Date }>`
    UPDATE sb_event_jobs SET due_at = ${new Date(now.getTime() + leaseMs)}
    WHERE event_id IN (
      SELECT event_id FROM sb_event_jobs WHERE due_at <= ${now}
      ORDER BY due_at LIMIT ${limit} FOR UPDATE SKIP LOCKED
    )
    RETURNING event_id, due_at`
    .execute(db)
    .then((result) => result.rows);

/** Whether a ticket on the event is still taking its stake (its legs are settled once it is accepted). */
export const hasPending = (db: Executor, eventId: string) =>
  db
    .selectFrom('sb_ticket_legs as l')
    .innerJoin('sb_tickets as t', 't.id', 'l.ticket_id')
    .select('t.id')
    .where('l.event_id', '=', eventId)
    .where('t.state', '=', 'pending')
    .limit(1)
    .executeTakeFirst()
    .then(Boolean);

/**
 * The next tickets with a leg on the event to settle at `revision` (not settled yet, or
 * settled on an older result), after the last chunk's (so each chunk reads only what is
 * left), locked: a cash-out of one of them waits for this.
 */
export const lockTicketsToSettle = (tx: Tx, eventId: string, revision: number, limit: number, afterId: number) =>
  tx
    .selectFrom('sb_tickets as t')
    .selectAll('t')
    .where('t.state', '=', 'accepted')
    .where('t.status', '!=', 'Cancelled')
    .where('t.id', '>', afterId)
    .where(
      't.id',
      'in',
      tx
        .selectFrom('sb_ticket_legs as l')
        .select('l.ticket_id')
        .where('l.event_id', '=', eventId)
        .where('l.ticket_id', '>', afterId)
        .where((eb) => eb.or([eb('l.outcome', 'is', null), eb('l.outcome_revision', '<', revision)])),
    )
    .orderBy('t.id')
    .limit(limit)
    .forUpdate()
    .execute();

export async function writeLegOutcomes(
  tx: Tx,
  rows: readonly { ticket_id: number; idx: number; outcome: string; revision: number }[],
): Promise<void> {
  if (!rows.length) return;
  await sql`
    UPDATE sb_ticket_legs AS l SET outcome = v.outcome, outcome_revision = v.revision
    FROM unnest(${rows.map((r) => r.ticket_id)}::bigint[], ${rows.map((r) => r.idx)}::smallint[],
                ${rows.map((r) => r.outcome)}::jsonb[], ${rows.map((r) => r.revision)}::int[])
      AS v(ticket_id, idx, outcome, revision)
    WHERE l.ticket_id = v.ticket_id AND l.idx = v.idx`.execute(tx);
}

export async function writeSettlements(
  tx: Tx,
  rows: readonly { id: number; status: TicketStatus; payout: number; returns_token: boolean }[],
  now: Date,
): Promise<void> {
  if (!rows.length) return;
  await sql`
    UPDATE sb_tickets AS t
    SET status = v.status, payout = v.payout, returns_token = v.returns_token,
        revision = t.revision + 1, settled_at = coalesce(t.settled_at, ${now})
    FROM unnest(${rows.map((r) => r.id)}::bigint[], ${rows.map((r) => r.status)}::text[],
                ${rows.map((r) => r.payout)}::bigint[], ${rows.map((r) => r.returns_token)}::boolean[])
      AS v(id, status, payout, returns_token)
    WHERE t.id = v.id`.execute(tx);
}
