import { type Kysely, sql } from 'kysely';

/** The top tournaments count the players of recently accepted tickets: read by acceptance time. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE INDEX sb_tickets_accepted ON sb_tickets (accepted_at) WHERE state = 'accepted'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX sb_tickets_accepted`.execute(db);
}
