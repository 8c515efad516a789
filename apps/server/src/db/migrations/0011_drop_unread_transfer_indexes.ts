import { type Kysely, sql } from 'kysely';

/**
 * Every transfer paid for three indexes that no query reads: by sender, by recipient (both
 * with time) and by operation. The transactions page reads its own partial indexes (0009),
 * reconcile reads every transfer once, and accounts and operations, which the foreign keys
 * point at, are never deleted. Each game call wrote two or three entries to them, those of
 * the provider's account all on the same last page (decision 017).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP INDEX wallet_transfers_from_idx;
    DROP INDEX wallet_transfers_to_idx;
    DROP INDEX wallet_transfers_operation_idx;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE INDEX wallet_transfers_from_idx ON wallet_transfers (from_account_id, created_at);
    CREATE INDEX wallet_transfers_to_idx ON wallet_transfers (to_account_id, created_at);
    CREATE INDEX wallet_transfers_operation_idx ON wallet_transfers (operation_id);
  `.execute(db);
}
