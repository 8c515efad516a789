import type { Locale, Transaction } from '@casino/contracts';
import { type Insertable, type RawBuilder, type Selectable, sql, type Updateable } from 'kysely';
import type { Executor } from '../../db/database.js';
import type { PaymentSystemsTable, PaymentsTable } from '../../db/schema.js';
import { TERMINAL_STATUSES, TRANSACTION_STATUS_OF } from './payment-status.js';

export type Direction = 'deposit' | 'payout';
export type PaymentRow = Selectable<PaymentsTable>;
export type PaymentSystemRow = Selectable<PaymentSystemsTable>;

export function listSystems(db: Executor, direction: Direction) {
  return db
    .selectFrom('payment_systems')
    .selectAll()
    .where('direction', '=', direction)
    .orderBy('sort')
    .orderBy('slug')
    .execute();
}

export function findSystem(db: Executor, direction: Direction, slug: string) {
  return db
    .selectFrom('payment_systems')
    .selectAll()
    .where('direction', '=', direction)
    .where('slug', '=', slug)
    .executeTakeFirst();
}

export async function upsertSystem(db: Executor, system: Insertable<PaymentSystemsTable>) {
  const { direction: _d, slug: _s, ...rest } = system;
  await db
    .insertInto('payment_systems')
    .values(system)
    .onConflict((oc) => oc.columns(['direction', 'slug']).doUpdateSet(rest))
    .execute();
}

export async function insertPayment(db: Executor, payment: Insertable<PaymentsTable>): Promise<PaymentRow> {
  return db.insertInto('payments').values(payment).returningAll().executeTakeFirstOrThrow();
}

export function findPayment(db: Executor, id: number) {
  return db.selectFrom('payments').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The payment, locked until the transaction ends: callbacks about it queue here. */
export function lockPayment(db: Executor, id: number) {
  return db.selectFrom('payments').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
}

/** Every system of both directions (operator configuration). */
export function listAllSystems(db: Executor) {
  return db.selectFrom('payment_systems').selectAll().orderBy('direction').orderBy('sort').orderBy('slug').execute();
}

export async function updateSystem(
  db: Executor,
  direction: Direction,
  slug: string,
  changes: Updateable<PaymentSystemsTable>,
): Promise<PaymentSystemRow | undefined> {
  return db
    .updateTable('payment_systems')
    .set(changes)
    .where('direction', '=', direction)
    .where('slug', '=', slug)
    .returningAll()
    .executeTakeFirst();
}

/** Inserts a system unless (direction, slug) exists; false when it did. */
export async function insertSystem(db: Executor, system: Insertable<PaymentSystemsTable>): Promise<boolean> {
  const row = await db
    .insertInto('payment_systems')
    .values(system)
    .onConflict((oc) => oc.columns(['direction', 'slug']).doNothing())
    .returning('slug')
    .executeTakeFirst();
  return row !== undefined;
}

/** The system's callback secret, set once by whichever caller comes first. */
export async function callbackSecret(db: Executor, direction: Direction, slug: string, fresh: string) {
  await db
    .updateTable('payment_systems')
    .set({ callback_secret: fresh })
    .where('direction', '=', direction)
    .where('slug', '=', slug)
    .where('callback_secret', 'is', null)
    .execute();
  const row = await db
    .selectFrom('payment_systems')
    .select('callback_secret')
    .where('direction', '=', direction)
    .where('slug', '=', slug)
    .executeTakeFirst();
  return row?.callback_secret ?? null;
}

/** Records an accepted callback; false when its event id was seen before (a replay). */
export async function insertCallback(
  db: Executor,
  callback: { direction: Direction; slug: string; eventId: string; paymentId: number; outcome: string; at: Date },
): Promise<boolean> {
  const row = await db
    .insertInto('payment_callbacks')
    .values({
      direction: callback.direction,
      system_slug: callback.slug,
      event_id: callback.eventId,
      payment_id: callback.paymentId,
      outcome: callback.outcome,
      received_at: callback.at,
    })
    .onConflict((oc) => oc.columns(['direction', 'system_slug', 'event_id']).doNothing())
    .returning('event_id')
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * The one way a status changes: conditional on the status the caller saw, so that of
 * racing callers exactly one updates the row (the others wait for its lock, then find
 * another status and update nothing). Null when this caller lost.
 */
export async function transitionStatus(
  db: Executor,
  change: {
    id: number;
    from: number;
    to: number;
    at: Date;
    statusMessage?: string | null;
    redirectLink?: string | null;
    externalRef?: string | null;
    amount?: number;
    source?: string;
  },
): Promise<PaymentRow | null> {
  const row = await db
    .updateTable('payments')
    .set({
      status: change.to,
      updated_at: change.at,
      ...(change.statusMessage !== undefined ? { status_message: change.statusMessage } : {}),
      ...(change.redirectLink !== undefined ? { redirect_link: change.redirectLink } : {}),
      ...(change.externalRef !== undefined ? { external_ref: change.externalRef } : {}),
      ...(change.amount !== undefined ? { amount: change.amount } : {}),
      ...(change.source !== undefined ? { source: change.source } : {}),
    })
    .where('id', '=', change.id)
    .where('status', '=', change.from)
    .returningAll()
    .executeTakeFirst();
  return row ?? null;
}

export async function insertEvent(
  db: Executor,
  event: { paymentId: number; from: number | null; to: number; actor: string; reason: string | null; at: Date },
) {
  await db
    .insertInto('payment_events')
    .values({
      payment_id: event.paymentId,
      from_status: event.from,
      to_status: event.to,
      actor: event.actor,
      reason: event.reason,
      at: event.at,
    })
    .execute();
}

export function listEvents(db: Executor, paymentId: number) {
  return db.selectFrom('payment_events').selectAll().where('payment_id', '=', paymentId).orderBy('id').execute();
}

export async function setHold(db: Executor, id: number, holdId: number) {
  await db.updateTable('payments').set({ hold_id: holdId }).where('id', '=', id).execute();
}

interface ListFilter {
  userId?: number;
  direction?: Direction;
  statuses?: number[];
}

function filtered(db: Executor, filter: ListFilter) {
  let query = db.selectFrom('payments');
  if (filter.userId !== undefined) query = query.where('user_id', '=', filter.userId);
  if (filter.direction) query = query.where('direction', '=', filter.direction);
  if (filter.statuses) query = query.where('status', 'in', filter.statuses);
  return query;
}

export function listPayments(db: Executor, filter: ListFilter, page: { limit: number; offset: number }) {
  return filtered(db, filter).selectAll().orderBy('id', 'desc').limit(page.limit).offset(page.offset).execute();
}

export async function countPayments(db: Executor, filter: ListFilter): Promise<number> {
  const row = await filtered(db, filter)
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** The player's newest successful deposit: the closed loop sends payouts back to its method. */
export function lastSuccessfulDeposit(db: Executor, userId: number) {
  return db
    .selectFrom('payments')
    .select(['id', 'system_slug', 'source'])
    .where('user_id', '=', userId)
    .where('direction', '=', 'deposit')
    .where('status', '=', 30)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** The player's payouts whose key starts with one of `prefixes` (whole-balance payouts, decision 038), oldest first. */
export function keyedPayouts(db: Executor, userId: number, prefixes: string[]) {
  return db
    .selectFrom('payments')
    .selectAll()
    .where('user_id', '=', userId)
    .where('direction', '=', 'payout')
    .where((eb) => eb.or(prefixes.map((prefix) => eb('request_key', 'like', `${prefix.replace(/[\\%_]/g, '\\$&')}%`))))
    .orderBy('id')
    .execute();
}

/**
 * What the player deposited since `since`, in minor units: the deposits paid and those still
 * under way (a limit counts them before they arrive), not the failed, refused or expired ones;
 * payouts alike.
 */
export const depositedSince = (db: Executor, userId: number, since: Date) => totalSince(db, userId, 'deposit', since);

/** What the player was paid out (or is being paid) since `since` (ever, when null), in minor units. */
export const paidOutSince = (db: Executor, userId: number, since: Date | null) =>
  totalSince(db, userId, 'payout', since);

async function totalSince(db: Executor, userId: number, direction: Direction, since: Date | null): Promise<number> {
  let query = db
    .selectFrom('payments')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<string>('amount'), eb.lit(0)).as('total'))
    .where('user_id', '=', userId)
    .where('direction', '=', direction)
    .where('status', 'not in', [22, 40, 45]);
  if (since) query = query.where('created_at', '>=', since);
  const row = await query.executeTakeFirstOrThrow();
  return Number(row.total);
}

/** Whether the player has a successful deposit other than `paymentId` (is this one their first?). */
export async function hasOtherSuccessfulDeposit(db: Executor, userId: number, paymentId: number): Promise<boolean> {
  const row = await db
    .selectFrom('payments')
    .select('id')
    .where('user_id', '=', userId)
    .where('direction', '=', 'deposit')
    .where('status', '=', 30)
    .where('id', '<>', paymentId)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** Payments of a direction still in one of `statuses` that were created before `before`. */
export function listStale(db: Executor, direction: Direction, statuses: number[], before: Date, limit: number) {
  return db
    .selectFrom('payments')
    .selectAll()
    .where('direction', '=', direction)
    .where('status', 'in', statuses)
    .where('created_at', '<', before)
    .orderBy('id')
    .limit(limit)
    .execute();
}

/** A payment, as the player's transactions page shows it. */
export interface PaymentTransactionRow {
  id: string;
  user_id: number;
  amount: number;
  currency: string;
  type: 'deposit' | 'withdrawal';
  created_at: Date;
  completed_at: Date | null;
  status: Transaction['status'];
  kind: Direction;
  /** What the wallet's transfers of it carry: `payment:<id>` for a deposit's credit. */
  payment_ref: string;
  hold_id: number | null;
  /** The payment system's slug, and its name in the locale (else its default name). */
  payment_system: string;
  method: string;
}

/**
 * The player's deposits (`dp_<id>`) and payouts (`wd_<id>`), whatever their status, as a
 * subquery; each names its method in `locale` (as system-texts.ts's localizedText does).
 */
export function paymentTransactionsPart(userId: number, locale: Locale | null): RawBuilder<PaymentTransactionRow> {
  const status = sql.join(
    Object.entries(TRANSACTION_STATUS_OF).map(
      ([name, codes]) => sql`WHEN p.status IN (${sql.join([...codes])}) THEN ${sql.lit(name)}`,
    ),
    sql` `,
  );
  return sql<PaymentTransactionRow>`
    SELECT CASE p.direction WHEN 'deposit' THEN 'dp_' ELSE 'wd_' END || p.id AS id, p.user_id, p.amount, p.currency,
      CASE p.direction WHEN 'deposit' THEN 'deposit' ELSE 'withdrawal' END AS type, p.created_at,
      CASE WHEN p.status IN (${sql.join([...TERMINAL_STATUSES])}) THEN p.updated_at END AS completed_at,
      CASE ${status} END AS status, p.direction AS kind, 'payment:' || p.id AS payment_ref, p.hold_id,
      p.system_slug AS payment_system,
      coalesce(nullif(btrim(s.texts -> ${locale}::text ->> 'name'), ''), s.name) AS method
    FROM payments p JOIN payment_systems s ON s.direction = p.direction AND s.slug = p.system_slug
    WHERE p.user_id = ${userId}`;
}
