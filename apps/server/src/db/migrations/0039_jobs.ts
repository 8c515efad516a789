import { type Kysely, sql } from 'kysely';

/**
 * The background jobs' schedule and log (issue #27). Several instances share one database:
 * each job has one row holding when it is next due, and the instance that claims a due row
 * (FOR UPDATE SKIP LOCKED) leases it, runs the job and sets its next due time; the others
 * skip it. Each run is
 * logged, and `(job, due_at)` is unique, so the log itself proves no due time ran twice.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE job_schedule (
      job text PRIMARY KEY CHECK (length(job) BETWEEN 1 AND 100),
      due_at timestamptz NOT NULL,
      -- While a run holds the job, the end of its lease (also its due time then: if the
      -- instance dies mid-run, another takes the job over when it passes).
      leased_until timestamptz,
      -- Failed runs in a row: a job that asks for retries backs off by them.
      failures integer NOT NULL DEFAULT 0 CHECK (failures >= 0)
    );

    CREATE TABLE job_runs (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      job text NOT NULL,
      due_at timestamptz NOT NULL,
      instance text NOT NULL,
      started_at timestamptz NOT NULL,
      finished_at timestamptz,
      outcome text NOT NULL DEFAULT 'running' CHECK (outcome IN ('running', 'ok', 'failed')),
      error text,
      CONSTRAINT job_runs_once UNIQUE (job, due_at)
    );
    CREATE INDEX job_runs_started_at ON job_runs (started_at);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE job_runs; DROP TABLE job_schedule;`.execute(db);
}
