import { type Kysely, sql } from 'kysely';

/** Free spins granted by the platform with the launch: counted down on the session, named on each bet. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE studio_sessions
      ADD COLUMN free_spin_session_id text,
      ADD COLUMN free_spins_left integer NOT NULL DEFAULT 0 CHECK (free_spins_left >= 0),
      ADD COLUMN free_spin_bet bigint;
    ALTER TABLE studio_rounds ADD COLUMN free_spin_session_id text;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE studio_sessions DROP COLUMN free_spin_session_id, DROP COLUMN free_spins_left, DROP COLUMN free_spin_bet;
    ALTER TABLE studio_rounds DROP COLUMN free_spin_session_id;
  `.execute(db);
}
