import { type Kysely, sql } from 'kysely';

/**
 * The staff console (issue #25, decision 042). `staff_totp` holds each staff member's TOTP secret:
 * unconfirmed until a first code of it is given (the enrolment), and the last step used, so a code
 * serves once. `audit_log` is every staff call that changes something (and every refused one):
 * append-only, which the trigger enforces against the platform's own mistakes as much as anyone's.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE staff_totp (
      user_id bigint PRIMARY KEY REFERENCES users (id),
      secret text NOT NULL,
      confirmed_at timestamptz,
      last_step bigint NOT NULL DEFAULT 0,
      created_at timestamptz NOT NULL DEFAULT now()
    );

    CREATE TABLE audit_log (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      at timestamptz NOT NULL DEFAULT now(),
      actor_id bigint NOT NULL REFERENCES users (id),
      role text NOT NULL,
      action text NOT NULL,
      target text NOT NULL DEFAULT '',
      request jsonb,
      before jsonb,
      after jsonb,
      status int NOT NULL,
      ip text NOT NULL
    );
    CREATE INDEX audit_log_actor_idx ON audit_log (actor_id, id);

    CREATE FUNCTION audit_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      RAISE EXCEPTION 'audit_log is append-only';
    END $$;
    CREATE TRIGGER audit_log_no_change BEFORE UPDATE OR DELETE ON audit_log
      FOR EACH ROW EXECUTE FUNCTION audit_log_append_only();
    CREATE TRIGGER audit_log_no_truncate BEFORE TRUNCATE ON audit_log
      FOR EACH STATEMENT EXECUTE FUNCTION audit_log_append_only();
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP TABLE audit_log;
    DROP FUNCTION audit_log_append_only();
    DROP TABLE staff_totp;
  `.execute(db);
}
