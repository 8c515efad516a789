import type { Executor } from '../../db/database.js';

/** A player's first-deposit bonus: what it paid (its wagering is a requirement like any other, decision 032). */
export interface FirstDepositGrant {
  userId: number;
  amount: number;
}

export async function findFirstDepositGrant(db: Executor, userId: number) {
  return db
    .selectFrom('first_deposit_bonuses')
    .select(['user_id', 'amount', 'detracted'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

/** Notes the grant; the wallet key made it once, so a row already there is the same grant. */
export async function insertFirstDepositGrant(db: Executor, grant: FirstDepositGrant) {
  await db
    .insertInto('first_deposit_bonuses')
    .values({ user_id: grant.userId, amount: grant.amount })
    .onConflict((conflict) => conflict.column('user_id').doNothing())
    .execute();
}

/** Notes what a withdrawal took back of the bonus, once. */
export async function noteDetracted(db: Executor, userId: number, amount: number, at: Date) {
  await db
    .updateTable('first_deposit_bonuses')
    .set({ detracted: amount, detracted_at: at })
    .where('user_id', '=', userId)
    .where('detracted', 'is', null)
    .execute();
}
