import type { Db, Tx } from '../../db/database.js';
import type { WalletService } from '../wallet/index.js';
import { Refusal, refusal } from './seamless.answers.js';

/** Free-spin sessions as the wallet needs them (the games module provides them), inside the call's transaction. */
export interface FreeSpinPort {
  describe(db: Db | Tx, id: number): Promise<{ session_id: number; left: number; bet: number } | null>;
  /** Takes one spin of the player's session on this game; null when none is left. */
  take(tx: Tx, spin: { id: number; userId: number; provider: string; gameId: string }): Promise<unknown>;
  giveBack(tx: Tx, id: number): Promise<void>;
  addPrize(tx: Tx, id: number, amount: number): Promise<void>;
}

// A free spin's win is bonus money: the spec is silent, so it pays into the bonus balance,
// as if its stake had been paid from the bonus balance.
export const FREE_SPIN_STAKE = { cash: 0, bonus: 1 };

/** A free-spin bet: no money moves, one spin of the session is used, or the bet is refused. */
export async function playFreeSpin(
  deps: { freeSpins?: FreeSpinPort | undefined; wallet: WalletService },
  tx: Tx,
  spin: { id: number; userId: number; provider: string; gameId: string; amount: number },
) {
  if (spin.amount !== 0 || !deps.freeSpins) throw new Refusal(refusal('invalid_request', 400));
  if (!(await deps.freeSpins.take(tx, spin))) throw new Refusal(refusal('free_spins_unavailable', 409));
  return (await deps.wallet.getPlayerBalances(spin.userId, tx))!;
}
