import type { Executor } from '../../db/database.js';

/** A player's first-deposit bonus: what it paid, the stakes that wager it, and the stakes before it. */
export interface FirstDepositGrant {
  userId: number;
  amount: number;
  wagerRequired: number;
  stakedBefore: number;
}

export async function findFirstDepositGrant(db: Executor, userId: number) {
  return db
    .selectFrom('first_deposit_bonuses')
    .select(['user_id', 'amount', 'wager_required', 'staked_before', 'detracted'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

/** Notes the grant; the wallet key made it once, so a row already there is the same grant. */
export async function insertFirstDepositGrant(db: Executor, grant: FirstDepositGrant) {
  await db
    .insertInto('first_deposit_bonuses')
    .values({
      user_id: grant.userId,
      amount: grant.amount,
      wager_required: grant.wagerRequired,
      staked_before: grant.stakedBefore,
    })
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
