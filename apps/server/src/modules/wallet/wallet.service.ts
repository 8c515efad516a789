import type { Db, Executor } from '../../db/database.js';
import * as repo from './wallet.repository.js';

export interface PlayerBalances {
  currency: string;
  /** Minor units. */
  cash: number;
  /** Minor units. */
  bonus: number;
}

export type WalletService = ReturnType<typeof createWalletService>;

/** The wallet is the only writer of balances; other modules ask it. */
export function createWalletService(deps: { db: Db }) {
  return {
    /** Opens a new player's cash and bonus accounts in their currency, inside the caller's transaction. */
    openPlayerAccounts: (tx: Executor, userId: number, currency: string) =>
      repo.insertPlayerAccounts(tx, userId, currency),

    /** The player's cash and bonus balances in minor units. */
    async getPlayerBalances(userId: number, db: Executor = deps.db): Promise<PlayerBalances | null> {
      const accounts = await repo.findPlayerAccounts(db, userId);
      const cash = accounts.find((a) => a.kind === repo.PLAYER_CASH);
      const bonus = accounts.find((a) => a.kind === repo.PLAYER_BONUS);
      if (!cash) return null;
      return { currency: cash.currency, cash: cash.balance, bonus: bonus?.balance ?? 0 };
    },
  };
}
