import type { Db, Tx } from './database.js';
import { type CommitAfter, inLockedTransaction } from './locked-transaction.js';

/** Runs a whole batch of jobs in one transaction; returns one result per job, in order. */
export type BatchRunner<J, R> = (tx: Tx, jobs: J[], commitAfter: CommitAfter) => Promise<R[]>;

export interface BatchOptions<J> {
  maxBatch?: number;
  /** Names of what a job touches: a batch's transaction locks them all as it begins. */
  locksOf?: (job: J) => string[];
}

interface Queued<J, R> {
  job: J;
  resolve: (value: R) => void;
  reject: (error: unknown) => void;
}

/**
 * Queues up to this size go whole into the next batch: a batch of a few calls costs mostly its
 * fixed part, and splitting it would only delay the rest.
 */
const SPLIT_ABOVE = 16;

/**
 * How many queued jobs the next batch takes while `committing` jobs are in the batch still
 * committing (decision 019). Each batch starts as the one before commits, so a steady load
 * falls into two groups that take turns. Nothing kept them even: after a pause (a GC), one call
 * could start a batch alone, the 63 behind it waited for that batch's whole cycle, and the
 * pattern went on. Taking half of what is queued and committing, when more is queued, brings
 * the two groups back to even.
 */
export function nextBatchSize(queued: number, committing: number, maxBatch: number): number {
  const whole = queued <= Math.max(committing, SPLIT_ABOVE);
  return Math.min(maxBatch, whole ? queued : Math.ceil((queued + committing) / 2));
}

// A deadlock or serialization victim is not a verdict on the jobs: they run again.
const TRANSIENT = new Set(['40P01', '40001']);
const isTransient = (error: unknown) => TRANSIENT.has(String((error as { code?: unknown })?.code));

/**
 * Batch commit (docs/decisions/012-seamless-batches.md): the jobs that arrive while a batch
 * is being decided are handed together to `runBatch` in the next transaction (a long queue in
 * the next two: `nextBatchSize`), and every job is settled only after its own transaction
 * commits: an answer is never given for a write that could still be lost. One transaction, a
 * handful of round trips and one WAL flush then serve a whole batch.
 *
 * The next batch starts as soon as the one before has sent its COMMIT (decision 014): the
 * wait for that commit's WAL flush overlaps the next batch's work. Whatever both touch is
 * serialised by the locks named by `locksOf`, taken with BEGIN (decision 015).
 *
 * Jobs must be idempotent: a batch that fails as a whole (a failed COMMIT included, which
 * may in fact have happened) is run again one job at a time.
 */
export function createBatchCommit<J, R>(db: Db, runBatch: BatchRunner<J, R>, options: BatchOptions<J> = {}) {
  const { maxBatch = 256, locksOf = () => [] } = options;
  const queue: Queued<J, R>[] = [];
  let deciding = false;
  let committingJobs = 0;
  const run = (jobs: J[], committing?: () => void) =>
    inLockedTransaction(db, jobs.flatMap(locksOf), (tx, commitAfter) => runBatch(tx, jobs, commitAfter), committing);

  async function runAlone(entry: Queued<J, R>, attempts = 3): Promise<void> {
    try {
      const [result] = await run([entry.job]);
      entry.resolve(result as R);
    } catch (error) {
      if (isTransient(error) && attempts > 1) return runAlone(entry, attempts - 1);
      entry.reject(error);
    }
  }

  /**
   * Runs one batch; `committing` is called once its COMMIT is sent or, if it failed, once
   * its jobs have run alone, so that they keep their place before the next batch's.
   */
  async function runAndSettle(batch: Queued<J, R>[], committing: () => void) {
    let results: R[] | null = null;
    committingJobs += batch.length;
    try {
      results = await run(
        batch.map((entry) => entry.job),
        committing,
      );
    } catch {
      // Nothing of the batch is acknowledged; each job gets a transaction of its own.
    }
    committingJobs -= batch.length;
    if (results) batch.forEach((entry, i) => entry.resolve(results[i]!));
    else for (const entry of batch) await runAlone(entry);
    committing();
  }

  async function decideQueued() {
    deciding = true;
    while (queue.length) {
      const batch = queue.splice(0, nextBatchSize(queue.length, committingJobs, maxBatch));
      await new Promise<void>((committing) => void runAndSettle(batch, committing));
    }
    deciding = false;
  }

  return {
    /** Runs a job in the next batch (or the one after); settles after that batch's COMMIT. */
    run(job: J): Promise<R> {
      return new Promise<R>((resolve, reject) => {
        queue.push({ job, resolve, reject });
        if (!deciding) void decideQueued();
      });
    },
  };
}
