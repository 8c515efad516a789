import { sql, type Selectable } from 'kysely';
import type { Executor, Tx } from '../../db/database.js';
import type { TicketLegsTable, TicketsTable, WalletOpKind } from '../../db/schema.js';

export type TicketRow = Selectable<TicketsTable>;
export type LegRow = Selectable<TicketLegsTable>;
export type NewTicket = Omit<
  TicketRow,
  | 'id'
  | 'status'
  | 'payout'
  | 'returns_token'
  | 'revision'
  | 'sold_stake'
  | 'sold_payout'
  | 'signature'
  | 'created_at'
  | 'accepted_at'
  | 'settled_at'
  | 'reject_code'
>;
export type NewLeg = Omit<LegRow, 'ticket_id' | 'outcome' | 'outcome_revision'>;

export interface LiabilityRow {
  event_id: string;
  market_id: string;
  outcome_id: string;
  stakes: number;
  payout: number;
}

/**
 * Claims the player's request id with a pending ticket, in one statement: the ticket, its
 * legs, the settlement jobs of its events and its liability, which must stay within the
 * limits (else the statement fails with `sb_assert: liability`). Undefined when the id was
 * used already. The outcomes the ticket adds to are locked by the statement, so the market
 * limit holds exactly on them; the other outcomes of its markets and events are read as the
 * statement found them (decision 029).
 */
export async function claimTicket(
  db: Executor,
  ticket: NewTicket,
  legs: readonly NewLeg[],
  extra: {
    jobs: readonly { event_id: string; due_at: Date }[];
    liability: readonly LiabilityRow[];
    limits: { market: number; event: number };
  },
): Promise<number | undefined> {
  const col = <K extends keyof NewLeg>(key: K) => legs.map((leg) => leg[key]);
  const lia = <K extends keyof LiabilityRow>(key: K) => extra.liability.map((row) => row[key]);
  const { rows } = await sql<{ id: number }>`
    WITH t AS (
      INSERT INTO sb_tickets (player_id, currency, request_id, type, system_name, sizes, lines, stake,
                              free_bet_id, accept_odds, live, state)
      VALUES (${ticket.player_id}, ${ticket.currency}, ${ticket.request_id}, ${ticket.type}, ${ticket.system_name},
              ${ticket.sizes}::int[], ${ticket.lines}, ${ticket.stake}, ${ticket.free_bet_id}, ${ticket.accept_odds},
              ${ticket.live}, ${ticket.state})
      ON CONFLICT (player_id, request_id) DO NOTHING
      RETURNING id
    ), l AS (
      INSERT INTO sb_ticket_legs (ticket_id, idx, event_id, market_id, outcome_id, odds)
      SELECT t.id, v.idx, v.event_id, v.market_id, v.outcome_id, v.odds
      FROM t, unnest(${col('idx')}::smallint[], ${col('event_id')}::text[], ${col('market_id')}::text[],
                     ${col('outcome_id')}::text[], ${col('odds')}::int[]) AS v(idx, event_id, market_id, outcome_id, odds)
      RETURNING 1
    ), j AS (
      INSERT INTO sb_event_jobs (event_id, due_at)
      SELECT v.event_id, v.due_at
      FROM t, unnest(${extra.jobs.map((job) => job.event_id)}::text[],
                     ${extra.jobs.map((job) => job.due_at)}::timestamptz[]) AS v(event_id, due_at)
      ON CONFLICT (event_id) DO UPDATE SET due_at = least(sb_event_jobs.due_at, excluded.due_at)
      RETURNING 1
    ), li AS (
      INSERT INTO sb_liability (event_id, market_id, outcome_id, stakes, payout)
      SELECT v.event_id, v.market_id, v.outcome_id, v.stakes, v.payout
      FROM t, unnest(${lia('event_id')}::text[], ${lia('market_id')}::text[], ${lia('outcome_id')}::text[],
                     ${lia('stakes')}::bigint[], ${lia('payout')}::bigint[]) AS v(event_id, market_id, outcome_id, stakes, payout)
      ON CONFLICT (event_id, market_id, outcome_id) DO UPDATE
        SET stakes = sb_liability.stakes + excluded.stakes, payout = sb_liability.payout + excluded.payout
      RETURNING event_id, market_id, outcome_id, payout
    ), outcomes AS (
      SELECT event_id, market_id, payout FROM li
      UNION ALL
      SELECT s.event_id, s.market_id, s.payout FROM sb_liability AS s
      WHERE s.event_id = ANY(${lia('event_id')}::text[])
        AND NOT EXISTS (SELECT 1 FROM li WHERE (li.event_id, li.market_id, li.outcome_id) = (s.event_id, s.market_id, s.outcome_id))
    ), markets AS (
      SELECT event_id, market_id, max(payout) AS liability FROM outcomes GROUP BY event_id, market_id
    )
    SELECT t.id, sb_assert(
      coalesce((SELECT max(m.liability) FROM markets AS m JOIN li USING (event_id, market_id)), 0) <= ${extra.limits.market}
      AND coalesce((SELECT max(e.liability) FROM (SELECT sum(liability) AS liability FROM markets GROUP BY event_id) AS e), 0)
        <= ${extra.limits.event},
      'liability') AS within, (SELECT count(*) FROM l) AS legs, (SELECT count(*) FROM j) AS jobs
    FROM t`.execute(db);
  return rows[0]?.id;
}

/** Whether an error is a claim refused by its liability limits. */
export const isLiabilityRefusal = (error: unknown) =>
  error instanceof Error && error.message.startsWith('sb_assert: liability');

/** Moves a pending ticket on; false when it is no longer pending (recovery took it). */
export async function finishPending(
  db: Executor,
  id: number,
  change: { state: 'accepted' | 'rejected'; reject_code?: string; signature?: string; accepted_at?: Date },
): Promise<boolean> {
  const result = await db
    .updateTable('sb_tickets')
    .set(change)
    .where('id', '=', id)
    .where('state', '=', 'pending')
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

export async function setLegOdds(db: Executor, ticketId: number, idx: number, odds: number): Promise<void> {
  await db
    .updateTable('sb_ticket_legs')
    .set({ odds })
    .where('ticket_id', '=', ticketId)
    .where('idx', '=', idx)
    .execute();
}

/** Pending tickets older than `before`, taken for rejection (the first instance to ask gets them). */
export const rejectStalePending = (tx: Tx, before: Date, limit: number) =>
  tx
    .updateTable('sb_tickets')
    .set({ state: 'rejected', reject_code: 'wallet_unavailable' })
    .where(
      'id',
      'in',
      tx
        .selectFrom('sb_tickets')
        .select('id')
        .where('state', '=', 'pending')
        .where('created_at', '<', before)
        .orderBy('created_at')
        .limit(limit)
        .forUpdate()
        .skipLocked(),
    )
    .returningAll()
    .execute();

export const findTicket = (db: Executor, id: number) =>
  db.selectFrom('sb_tickets').selectAll().where('id', '=', id).executeTakeFirst();

export const lockTicket = (tx: Tx, id: number) =>
  tx.selectFrom('sb_tickets').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();

export const findByRequest = (db: Executor, playerId: string, requestId: string) =>
  db
    .selectFrom('sb_tickets')
    .selectAll()
    .where('player_id', '=', playerId)
    .where('request_id', '=', requestId)
    .executeTakeFirst();

export const legsOf = (db: Executor, ticketIds: readonly number[]) =>
  ticketIds.length === 0
    ? Promise.resolve([] as LegRow[])
    : db
        .selectFrom('sb_ticket_legs')
        .selectAll()
        .where('ticket_id', 'in', ticketIds)
        .orderBy('ticket_id')
        .orderBy('idx')
        .execute();

/** A player's accepted tickets, newest first, with the total count. */
export async function playerTickets(
  db: Executor,
  query: {
    playerId: string;
    status: 'open' | 'settled' | 'all';
    from?: Date;
    to?: Date;
    limit: number;
    offset: number;
  },
) {
  let base = db.selectFrom('sb_tickets').where('player_id', '=', query.playerId).where('state', '=', 'accepted');
  if (query.status === 'open') base = base.where('status', '=', 'Wait');
  if (query.status === 'settled') base = base.where('status', '!=', 'Wait');
  if (query.from) base = base.where('created_at', '>=', query.from);
  if (query.to) base = base.where('created_at', '<', query.to);
  const [rows, count] = await Promise.all([
    base
      .selectAll()
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(query.limit)
      .offset(query.offset)
      .execute(),
    base.select((eb) => eb.fn.countAll<string>().as('count')).executeTakeFirstOrThrow(),
  ]);
  return { rows, count: Number(count.count) };
}

/** Writes wallet calls to send (the outbox), due `now`, in the transaction that decided them. */
export async function insertOps(
  db: Executor,
  now: Date,
  ops: readonly {
    transaction_id: string;
    ticket_id: number;
    seq: number;
    kind: WalletOpKind;
    amount: number;
    round_closed?: boolean;
  }[],
): Promise<void> {
  if (ops.length)
    await db
      .insertInto('sb_wallet_ops')
      .values(ops.map((op) => ({ ...op, next_at: now })))
      .execute();
}

/** The next sequence number of a ticket's wallet calls. */
export async function nextOpSeq(db: Executor, ticketId: number): Promise<number> {
  return (await nextOpSeqs(db, [ticketId])).get(ticketId)!;
}

/** The next sequence number of each ticket's wallet calls. */
export async function nextOpSeqs(db: Executor, ticketIds: readonly number[]): Promise<Map<number, number>> {
  const rows = ticketIds.length
    ? await db
        .selectFrom('sb_wallet_ops')
        .select(['ticket_id', (eb) => eb.fn.max('seq').as('seq')])
        .where('ticket_id', 'in', ticketIds)
        .groupBy('ticket_id')
        .execute()
    : [];
  const last = new Map(rows.map((row) => [Number(row.ticket_id), Number(row.seq)]));
  return new Map(ticketIds.map((id) => [id, (last.get(id) ?? 0) + 1]));
}

/** Serialises everything that could push one event past its liability limit. */
export async function lockEvents(tx: Tx, eventIds: readonly string[]): Promise<void> {
  for (const id of [...eventIds].sort())
    await sql`SELECT pg_advisory_xact_lock(hashtext(${`sb-event:${id}`}))`.execute(tx);
}

/** Adds (or with a negative sign, releases) tickets' stakes and potential payouts per outcome. */
export async function addLiability(
  db: Executor,
  rows: readonly { event_id: string; market_id: string; outcome_id: string; stakes: number; payout: number }[],
): Promise<void> {
  // One row per outcome: an upsert may not touch a row twice.
  const merged = new Map<string, (typeof rows)[number]>();
  for (const row of rows) {
    const key = `${row.event_id}\u0000${row.market_id}\u0000${row.outcome_id}`;
    const seen = merged.get(key);
    merged.set(key, seen ? { ...seen, stakes: seen.stakes + row.stakes, payout: seen.payout + row.payout } : row);
  }
  if (!merged.size) return;
  await db
    .insertInto('sb_liability')
    .values([...merged.values()])
    .onConflict((oc) =>
      oc.columns(['event_id', 'market_id', 'outcome_id']).doUpdateSet((eb) => ({
        stakes: eb('sb_liability.stakes', '+', eb.ref('excluded.stakes')),
        payout: eb('sb_liability.payout', '+', eb.ref('excluded.payout')),
      })),
    )
    .execute();
}

/** The liability rows of some events, or of every event with open tickets. */
export const liabilityOf = (db: Executor, eventIds?: readonly string[]) =>
  eventIds?.length === 0
    ? Promise.resolve([])
    : eventIds
      ? db.selectFrom('sb_liability').selectAll().where('event_id', 'in', eventIds).execute()
      : db.selectFrom('sb_liability').selectAll().where('payout', '>', 0).execute();

/**
 * How many players bet on each tournament's events since `since`, by the tournament index an
 * event id packs (`packing`: feed.calendar.ts). Accepted tickets only.
 */
export const playersPerTournament = (db: Executor, since: Date, packing: number) =>
  db
    .selectFrom('sb_ticket_legs as l')
    .innerJoin('sb_tickets as t', 't.id', 'l.ticket_id')
    .where('t.state', '=', 'accepted')
    .where('t.accepted_at', '>=', since)
    .select([
      sql<number>`(l.event_id::bigint % ${sql.lit(packing)})::int`.as('tournament'),
      sql<number>`count(distinct t.player_id)::int`.as('players'),
    ])
    .groupBy(sql`1`)
    .execute();
