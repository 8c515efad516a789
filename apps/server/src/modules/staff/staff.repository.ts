import type { Executor } from '../../db/database.js';

/** The staff member's TOTP secret and whether it is enrolled; undefined before the first sign-in. */
export function findTotp(db: Executor, userId: number) {
  return db
    .selectFrom('staff_totp')
    .select(['secret', 'confirmed_at', 'last_step'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

/** Keeps the secret a first sign-in offered; a concurrent first sign-in keeps the one written first. */
export async function insertTotp(db: Executor, userId: number, secret: string): Promise<string> {
  await db
    .insertInto('staff_totp')
    .values({ user_id: userId, secret })
    .onConflict((conflict) => conflict.column('user_id').doNothing())
    .execute();
  const row = await db
    .selectFrom('staff_totp')
    .select('secret')
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return row.secret;
}

/**
 * Uses a code's step: later than the last one used, or refused (a code serves once, even to two
 * sign-ins racing with it). The first code used confirms the enrolment.
 */
export async function useStep(db: Executor, userId: number, step: number, now: Date): Promise<boolean> {
  const row = await db
    .updateTable('staff_totp')
    .set((eb) => ({ last_step: step, confirmed_at: eb.fn.coalesce('confirmed_at', eb.val(now)) }))
    .where('user_id', '=', userId)
    .where('last_step', '<', step)
    .returning('user_id')
    .executeTakeFirst();
  return row !== undefined;
}

/** Forgets the secret: the next sign-in enrols a new one (a lost phone). */
export async function deleteTotp(db: Executor, userId: number): Promise<void> {
  await db.deleteFrom('staff_totp').where('user_id', '=', userId).execute();
}

/** Every staff account (all roles but the player's), with whether its TOTP is enrolled. */
export function listStaff(db: Executor) {
  return db
    .selectFrom('users')
    .leftJoin('staff_totp', 'staff_totp.user_id', 'users.id')
    .select(['users.id', 'users.username', 'users.email', 'users.role', 'users.is_banned', 'users.created_at'])
    .select((eb) => eb('staff_totp.confirmed_at', 'is not', null).as('totp'))
    .where('users.role', '<>', 'P')
    .orderBy('users.id')
    .execute();
}

/** Whether an account of role O exists (the first owner is made at start when none does). */
export async function ownerExists(db: Executor): Promise<boolean> {
  const row = await db.selectFrom('users').select('id').where('role', '=', 'O').limit(1).executeTakeFirst();
  return row !== undefined;
}
