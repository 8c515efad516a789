import type { Selectable } from 'kysely';
import type { Executor } from '../../../db/database.js';
import type { SandboxCardSessionsTable } from '../../../db/schema.js';

export type CardSession = Selectable<SandboxCardSessionsTable>;
export type CardSessionStatus = CardSession['status'];

export async function insertSession(
  db: Executor,
  session: Omit<CardSession, 'card_last4' | 'challenge_failures' | 'updated_at'>,
) {
  await db
    .insertInto('sandbox_card_sessions')
    .values({ ...session, card_last4: null, updated_at: session.created_at })
    .execute();
}

export function findSession(db: Executor, ref: string) {
  return db.selectFrom('sandbox_card_sessions').selectAll().where('ref', '=', ref).executeTakeFirst();
}

/** Moves a session on from the status the caller saw; undefined when another request moved it first. */
export function moveSession(
  db: Executor,
  ref: string,
  from: CardSessionStatus,
  to: CardSessionStatus,
  at: Date,
  cardLast4?: string,
) {
  return db
    .updateTable('sandbox_card_sessions')
    .set({ status: to, updated_at: at, ...(cardLast4 ? { card_last4: cardLast4 } : {}) })
    .where('ref', '=', ref)
    .where('status', '=', from)
    .returningAll()
    .executeTakeFirst();
}

/** Counts a wrong confirmation code; returns the new count (undefined when no longer in challenge). */
export async function countChallengeFailure(db: Executor, ref: string, at: Date) {
  const row = await db
    .updateTable('sandbox_card_sessions')
    .set((eb) => ({ challenge_failures: eb('challenge_failures', '+', 1), updated_at: at }))
    .where('ref', '=', ref)
    .where('status', '=', 'challenge')
    .returning('challenge_failures')
    .executeTakeFirst();
  return row?.challenge_failures;
}

/**
 * Closes a session nobody paid (open, or waiting for 3-D Secure) as declined, without a
 * callback: the platform asked for it. The session's status is what a payment and this
 * race for, so of the two exactly one wins. The session after it, or undefined if none.
 */
export async function closeUnpaidSession(db: Executor, paymentId: number, at: Date) {
  await db
    .updateTable('sandbox_card_sessions')
    .set({ status: 'declined', updated_at: at })
    .where('payment_id', '=', paymentId)
    .where('status', 'in', ['open', 'challenge'])
    .execute();
  return db.selectFrom('sandbox_card_sessions').selectAll().where('payment_id', '=', paymentId).executeTakeFirst();
}
