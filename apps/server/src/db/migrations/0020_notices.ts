import { type Kysely, sql } from 'kysely';

/**
 * The bonus notices (SPEC.md §4 Notices) are the player's recent bonus credits of three kinds
 * read from the ledger; the ledger is append-only, so what a player has acknowledged is kept
 * beside it, one row per credit. The key serves the "not acknowledged" probe of each credit.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE notice_acknowledgements (
      user_id bigint NOT NULL REFERENCES users (id),
      transfer_id bigint NOT NULL REFERENCES wallet_transfers (id),
      acknowledged_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (user_id, transfer_id)
    );
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE notice_acknowledgements;`.execute(db);
}
