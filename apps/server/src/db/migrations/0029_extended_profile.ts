import { type Kysely, sql } from 'kysely';

/** The extended profile of SPEC.md §3 (issue #23): empty until the player fills it in. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE users
      ADD COLUMN middle_name text NOT NULL DEFAULT '',
      ADD COLUMN gender text NOT NULL DEFAULT '' CHECK (gender IN ('', 'm', 'f')),
      ADD COLUMN title text NOT NULL DEFAULT '',
      ADD COLUMN house_number text NOT NULL DEFAULT '',
      ADD COLUMN document_series text NOT NULL DEFAULT '',
      ADD COLUMN document_number text NOT NULL DEFAULT '',
      ADD COLUMN registration_address text NOT NULL DEFAULT '';
  `.execute(db);
}
