import { type Kysely, sql } from 'kysely';

/**
 * Referral sites (SPEC.md §5): an affiliate names a site and its link and gets a code of its
 * own; a player who signs up with that code is counted as that site's referral, once.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE referral_sites (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      user_id bigint NOT NULL REFERENCES users (id),
      name text NOT NULL CHECK (name <> ''),
      link text NOT NULL CHECK (link <> ''),
      code text NOT NULL UNIQUE CHECK (code = upper(code)),
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX referral_sites_user_idx ON referral_sites (user_id, id DESC);
    CREATE TABLE referrals (
      user_id bigint PRIMARY KEY REFERENCES users (id),
      site_id bigint NOT NULL REFERENCES referral_sites (id),
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX referrals_site_idx ON referrals (site_id);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE referrals, referral_sites;`.execute(db);
}
