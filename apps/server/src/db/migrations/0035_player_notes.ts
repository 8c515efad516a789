import { type Kysely, sql } from 'kysely';

/** Staff's notes on a player (issue #25): who wrote what, when; kept as written. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE player_notes (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      user_id bigint NOT NULL REFERENCES users (id),
      author_id bigint NOT NULL REFERENCES users (id),
      text text NOT NULL CHECK (length(text) BETWEEN 1 AND 2000),
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX player_notes_user_idx ON player_notes (user_id, id);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE player_notes`.execute(db);
}
