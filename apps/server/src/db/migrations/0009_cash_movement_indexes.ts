import { type Kysely, sql } from 'kysely';

/**
 * The player's transactions page reads their deposits, withdrawals and payout holds among
 * what may be millions of game transfers in and out of the same cash account. These partial
 * indexes hold only those kinds (PLAYER_TRANSACTION_KINDS and `payout_hold`, in
 * cash-movements.repository.ts, which must stay within these lists), so a game transfer
 * costs them nothing and the page reads only its own rows.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE INDEX wallet_transfers_cash_in_idx ON wallet_transfers (to_account_id)
      WHERE kind IN ('deposit', 'cashier_transfer', 'IncreasedByOwner', 'IncreasedBySO');
    CREATE INDEX wallet_transfers_cash_out_idx ON wallet_transfers (from_account_id)
      WHERE kind IN ('deposit', 'cashier_transfer', 'IncreasedByOwner', 'IncreasedBySO', 'payout_hold');
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX wallet_transfers_cash_in_idx; DROP INDEX wallet_transfers_cash_out_idx;`.execute(db);
}
