import { type Kysely, sql } from 'kysely';

/**
 * Where a deposit's money came from, as its processor reported it, masked to what the
 * closed loop compares: a card's last 4 digits. Payouts by card then go to that card.
 * Null when the processor does not say (crypto, bank transfer, older deposits).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE payments ADD COLUMN source text`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE payments DROP COLUMN source`.execute(db);
}
