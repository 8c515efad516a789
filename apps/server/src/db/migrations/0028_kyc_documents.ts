import { type Kysely, sql } from 'kysely';

/**
 * Identity documents (issue #23): each upload's record; the file itself is kept under the data
 * directory, outside anything the web server serves, and read only for its owner and operators.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE kyc_documents (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      user_id bigint NOT NULL REFERENCES users (id),
      kind text NOT NULL CHECK (kind IN ('id_front', 'id_back', 'proof_of_address', 'selfie')),
      storage_key text NOT NULL UNIQUE,
      file_name text NOT NULL,
      content_type text NOT NULL CHECK (content_type IN ('image/jpeg', 'image/png', 'application/pdf')),
      size integer NOT NULL CHECK (size > 0),
      status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'rejected')),
      reason text,
      created_at timestamptz NOT NULL,
      reviewed_at timestamptz,
      reviewed_by bigint REFERENCES users (id)
    );
    CREATE INDEX kyc_documents_user ON kyc_documents (user_id, id DESC);
    CREATE INDEX kyc_documents_pending ON kyc_documents (id) WHERE status = 'pending';
  `.execute(db);
}
