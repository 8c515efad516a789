import { type Kysely, sql } from 'kysely';

/**
 * The owner's reports (decision 043) read the ledger's game transfers and the successful
 * payments by time. wallet_transfers is append-only and written in time order, so a BRIN
 * index on created_at finds a range's blocks at almost no cost to the hot write path (a
 * btree would be one more entry per game transfer). Successful payments are few: a partial
 * btree by the time of their success.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE INDEX wallet_transfers_created_brin ON wallet_transfers USING brin (created_at);
    CREATE INDEX payments_success_idx ON payments (updated_at) WHERE status = 30;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX wallet_transfers_created_brin; DROP INDEX payments_success_idx;`.execute(db);
}
