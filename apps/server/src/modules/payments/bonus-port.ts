import type { Tx } from '../../db/database.js';

/**
 * What the cashier tells the bonus rules, inside the transaction that moves the money, so a
 * bonus commits or rolls back with it. The composition (services.ts) plugs the bonuses module
 * in here: the payments module never imports it.
 */
export interface PaymentBonusPort {
  /** A successful deposit was credited to cash; `first`: the player has no other successful deposit. */
  onDepositCredited(
    tx: Tx,
    deposit: { userId: number; amount: number; currency: string; first: boolean },
  ): Promise<void>;
  /** A payout was requested and its amount held: the player's accounts are locked until `tx` ends. */
  onPayoutRequested(tx: Tx, payout: { userId: number; amount: number }): Promise<void>;
}
