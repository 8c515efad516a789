import { sql } from 'kysely';
import type { Db, Tx } from './database.js';

/** What one job of a group does: its work, and what to answer when the work throws. */
export interface Job<T> {
  /** Jobs of one key share a lane and run in arrival order; lanes never run the same key at once. */
  key: number;
  work: (tx: Tx) => Promise<T>;
  /**
   * Runs after the job's writes were rolled back (to its savepoint), still inside the
   * group's transaction, so a refusal can be recorded and committed with the others.
   * Throwing rejects the job.
   */
  recover?: (tx: Tx, error: unknown) => Promise<T>;
}

interface Queued<T> extends Job<T> {
  resolve: (value: T) => void;
  reject: (error: unknown) => void;
}

type Outcome = { ok: true; value: unknown } | { ok: false; error: unknown; retry: boolean };

// A deadlock or serialization victim is not a verdict on the job: it runs again alone.
const TRANSIENT = new Set(['40P01', '40001']);
const isTransient = (error: unknown) => TRANSIENT.has(String((error as { code?: unknown })?.code));

/**
 * Group commit (docs/decisions/007-group-commit.md): the jobs that arrive while a lane's
 * transaction is running are executed together in the lane's next transaction, each in
 * its own savepoint, and every job is settled only after that transaction commits: an
 * answer is never given for a write that could still be lost. One commit (one WAL flush)
 * then serves a whole group instead of one request.
 *
 * Jobs must be idempotent (a job whose group fails as a whole, a failed COMMIT included,
 * is run again alone, and the COMMIT may in fact have happened). Within a group, jobs are
 * sorted by key, so two groups take the row locks of their keys in the same order.
 */
export function createGroupCommit(db: Db, options: { lanes?: number; maxGroup?: number } = {}) {
  const lanes = options.lanes ?? 4;
  const maxGroup = options.maxGroup ?? 128;
  const queues: Queued<unknown>[][] = Array.from({ length: lanes }, () => []);
  const busy: boolean[] = Array.from({ length: lanes }, () => false);

  // The savepoint of the previous job is released and the next one taken in one round trip
  // (a parameterless query goes as one simple-protocol message); COMMIT releases the last.
  async function runOne(tx: Tx, job: Queued<unknown>, first: boolean): Promise<Outcome> {
    await sql.raw(first ? 'SAVEPOINT job' : 'RELEASE SAVEPOINT job; SAVEPOINT job').execute(tx);
    try {
      return { ok: true, value: await job.work(tx) };
    } catch (error) {
      await sql`ROLLBACK TO SAVEPOINT job`.execute(tx);
      if (!job.recover || isTransient(error)) return { ok: false, error, retry: isTransient(error) };
      try {
        return { ok: true, value: await job.recover(tx, error) };
      } catch (failure) {
        await sql`ROLLBACK TO SAVEPOINT job`.execute(tx);
        return { ok: false, error: failure, retry: isTransient(failure) };
      }
    }
  }

  /** Runs jobs in one transaction; throws when the transaction as a whole failed. */
  async function runGroup(group: Queued<unknown>[]): Promise<Outcome[]> {
    return db.transaction().execute(async (tx) => {
      const outcomes: Outcome[] = [];
      for (const [i, job] of group.entries()) outcomes.push(await runOne(tx, job, i === 0));
      return outcomes;
    });
  }

  async function runAlone(job: Queued<unknown>, attempts = 3): Promise<void> {
    try {
      const [outcome] = (await runGroup([job])) as [Outcome];
      if (outcome.ok) return job.resolve(outcome.value);
      if (outcome.retry && attempts > 1) return runAlone(job, attempts - 1);
      job.reject(outcome.error);
    } catch (error) {
      if (isTransient(error) && attempts > 1) return runAlone(job, attempts - 1);
      job.reject(error);
    }
  }

  async function drain(lane: number) {
    busy[lane] = true;
    const queue = queues[lane]!;
    while (queue.length) {
      // A stable sort: jobs of one key keep their arrival order.
      const group = queue.splice(0, maxGroup).sort((a, b) => a.key - b.key);
      let outcomes: Outcome[] | null = null;
      try {
        outcomes = await runGroup(group);
      } catch {
        // Nothing of the group is acknowledged; each job gets its own transaction.
      }
      for (const [i, job] of group.entries()) {
        const outcome = outcomes?.[i];
        if (!outcome || (!outcome.ok && outcome.retry)) await runAlone(job);
        else if (outcome.ok) job.resolve(outcome.value);
        else job.reject(outcome.error);
      }
    }
    busy[lane] = false;
  }

  return {
    /** Runs a job in the next group of its lane; settles after that group's COMMIT. */
    run<T>(job: Job<T>): Promise<T> {
      return new Promise<T>((resolve, reject) => {
        const lane = Math.abs(job.key) % lanes;
        queues[lane]!.push({ ...job, resolve, reject } as Queued<unknown>);
        if (!busy[lane]) void drain(lane);
      });
    },
  };
}

export type GroupCommit = ReturnType<typeof createGroupCommit>;
