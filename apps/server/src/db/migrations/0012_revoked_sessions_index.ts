import { type Kysely, sql } from 'kysely';

/**
 * Every authenticated request checks that its access token's session (refresh-token
 * family) has not been revoked (decision 021). A revocation always revokes the whole
 * family, so one revoked row is enough to know: this index holds only revoked rows and
 * answers with one probe, however many tokens a long session rotated through.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE INDEX refresh_tokens_revoked_family_idx ON refresh_tokens (family_id) WHERE revoked_at IS NOT NULL;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX refresh_tokens_revoked_family_idx;`.execute(db);
}
