import type { Executor } from '../../db/database.js';

export const PLAYER_CASH = 'player_cash';
export const PLAYER_BONUS = 'player_bonus';

export async function insertPlayerAccounts(db: Executor, userId: number, currency: string): Promise<void> {
  await db
    .insertInto('wallet_accounts')
    .values([
      { user_id: userId, kind: PLAYER_CASH, currency },
      { user_id: userId, kind: PLAYER_BONUS, currency },
    ])
    .execute();
}

export function findPlayerAccounts(db: Executor, userId: number) {
  return db
    .selectFrom('wallet_accounts')
    .select(['kind', 'currency', 'balance'])
    .where('user_id', '=', userId)
    .where('kind', 'in', [PLAYER_CASH, PLAYER_BONUS])
    .execute();
}
