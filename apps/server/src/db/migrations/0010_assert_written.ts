import { type Kysely, sql } from 'kysely';

/**
 * A batch's write statement is now followed by its COMMIT without waiting for its answer
 * (decision 017), so whether it wrote what was decided must be checked inside the statement:
 * this raises, and the statement, then the whole transaction, fails.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE FUNCTION assert_written(written boolean, what text) RETURNS boolean LANGUAGE plpgsql AS $$
    BEGIN
      IF written IS NOT TRUE THEN
        RAISE EXCEPTION '% could not be written as decided', what USING ERRCODE = 'data_exception';
      END IF;
      RETURN true;
    END $$;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP FUNCTION assert_written(boolean, text)`.execute(db);
}
