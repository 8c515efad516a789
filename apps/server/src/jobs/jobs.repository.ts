import { sql } from 'kysely';
import type { Db } from '../db/database.js';

/** A due job this instance has leased, and the run it logged for it. */
export interface ClaimedRun {
  runId: number;
  dueAt: Date;
  failures: number;
}

/** The job's row, due at `dueAt` the first time any instance knows the job. */
export async function ensureJob(db: Db, job: string, dueAt: Date): Promise<void> {
  await db
    .insertInto('job_schedule')
    .values({ job, due_at: dueAt })
    .onConflict((oc) => oc.doNothing())
    .execute();
}

/** Makes the job due by `at` (a start that wants it now); a run in progress keeps its lease. */
export async function bringForward(db: Db, job: string, at: Date): Promise<void> {
  await db
    .updateTable('job_schedule')
    .set({ due_at: sql<Date>`least(due_at, ${at})` })
    .where('job', '=', job)
    .where((eb) => eb.or([eb('leased_until', 'is', null), eb('leased_until', '<=', at)]))
    .execute();
}

/** When the job is next due (while a run holds it, when its lease ends). */
export async function nextDue(db: Db, job: string): Promise<Date | null> {
  const row = await db.selectFrom('job_schedule').select('due_at').where('job', '=', job).executeTakeFirst();
  return row?.due_at ?? null;
}

/**
 * Leases the job if it is due, and logs the run, in one transaction. An instance that finds
 * the row locked by another's claim skips it rather than waits: only one instance runs each
 * due time, and the log's unique key proves it. The lease's end is the job's next due time
 * until the run finishes: if its instance dies, another takes the job over then.
 */
export async function claimDue(
  db: Db,
  job: string,
  now: Date,
  leaseUntil: Date,
  instance: string,
): Promise<ClaimedRun | null> {
  return db.transaction().execute(async (tx) => {
    const due = await tx
      .selectFrom('job_schedule')
      .select(['due_at', 'failures'])
      .where('job', '=', job)
      .where('due_at', '<=', now)
      .forUpdate()
      .skipLocked()
      .executeTakeFirst();
    if (!due) return null;
    await tx
      .updateTable('job_schedule')
      .set({ due_at: leaseUntil, leased_until: leaseUntil })
      .where('job', '=', job)
      .execute();
    const run = await tx
      .insertInto('job_runs')
      .values({ job, due_at: due.due_at, instance, started_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { runId: run.id, dueAt: due.due_at, failures: due.failures };
  });
}

/**
 * Logs the run's end and sets the job's next due time, releasing the lease, unless the lease
 * ran out and another instance holds the job now.
 */
export async function finishRun(
  db: Db,
  job: string,
  run: { runId: number; leaseUntil: Date; finishedAt: Date; error: string | null; nextDueAt: Date },
): Promise<void> {
  await db.transaction().execute(async (tx) => {
    await tx
      .updateTable('job_runs')
      .set({ finished_at: run.finishedAt, outcome: run.error === null ? 'ok' : 'failed', error: run.error })
      .where('id', '=', run.runId)
      .execute();
    await tx
      .updateTable('job_schedule')
      .set((eb) => ({
        due_at: run.nextDueAt,
        leased_until: null,
        failures: run.error === null ? 0 : eb('failures', '+', 1),
      }))
      .where('job', '=', job)
      .where('leased_until', '=', run.leaseUntil)
      .execute();
  });
}

/** Forgets runs that started before `before`; returns how many. */
export async function pruneRuns(db: Db, before: Date): Promise<number> {
  const result = await db.deleteFrom('job_runs').where('started_at', '<', before).executeTakeFirst();
  return Number(result.numDeletedRows);
}
