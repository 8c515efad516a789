import { isDatabaseUnreachable } from '@casino/service-kit';
import type { Db, Tx } from './database.js';
import { type CommitAfter, inLockedTransaction } from './locked-transaction.js';

/** Runs a whole batch of jobs in one transaction; returns one result per job, in order. */
export type BatchRunner<J, R> = (tx: Tx, jobs: J[], commitAfter: CommitAfter) => Promise<R[]>;

/**
 * What the batches report as they go, for the metrics (the platform's, when METRICS_PORT is
 * set): none by default, and then not even a clock is read.
 */
export interface BatchObserver {
  /**
   * A batch committed (a job run alone after its batch failed is a batch of one): its size, how
   * long each of its jobs had queued before the batch began, and how long the batch took from
   * its start (a connection taken, BEGIN) to its COMMIT's answer; in seconds.
   */
  committed(size: number, waitedSeconds: number[], durationSeconds: number): void;
  /** A batch failed as a whole (a deadlock, a lost connection, a failed COMMIT): its jobs run again alone. */
  failed(size: number): void;
}

export interface BatchOptions<J> {
  maxBatch?: number;
  /** Names of what a job touches: a batch's transaction locks them all as it begins. */
  locksOf?: (job: J) => string[];
  observer?: BatchObserver | undefined;
}

interface Queued<J, R> {
  job: J;
  resolve: (value: R) => void;
  reject: (error: unknown) => void;
  /** When it was queued (performance.now()), with an observer only. */
  queuedAt: number;
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
  const { maxBatch = 256, locksOf = () => [], observer } = options;
  const queue: Queued<J, R>[] = [];
  let deciding = false;
  let committingJobs = 0;
  // A metric never changes what a batch does: an observer that throws is ignored (a batch that
  // committed would otherwise run again, and a failed one stall the queue).
  const report = (what: (observer: BatchObserver) => void) => {
    try {
      if (observer) what(observer);
    } catch {
      // ignored, as said
    }
  };
  const transaction = (jobs: J[], committing?: () => void) =>
    inLockedTransaction(db, jobs.flatMap(locksOf), (tx, commitAfter) => runBatch(tx, jobs, commitAfter), committing);
  async function run(entries: Queued<J, R>[], committing?: () => void): Promise<R[]> {
    const jobs = entries.map((entry) => entry.job);
    if (!observer) return transaction(jobs, committing);
    const started = performance.now();
    const results = await transaction(jobs, committing);
    const waited = entries.map((entry) => (started - entry.queuedAt) / 1000);
    report((o) => o.committed(entries.length, waited, (performance.now() - started) / 1000));
    return results;
  }

  /** Runs one job in a transaction of its own; resolves to the error it was rejected with, if any. */
  async function runAlone(entry: Queued<J, R>, attempts = 3): Promise<unknown> {
    try {
      const [result] = await run([entry]);
      entry.resolve(result as R);
      return undefined;
    } catch (error) {
      if (isTransient(error) && attempts > 1) return runAlone(entry, attempts - 1);
      entry.reject(error);
      return error;
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
      results = await run(batch, committing);
    } catch {
      // Nothing of the batch is acknowledged; each job gets a transaction of its own.
      report((o) => o.failed(batch.length));
    }
    committingJobs -= batch.length;
    if (results) batch.forEach((entry, i) => entry.resolve(results[i]!));
    else {
      // A database out of reach fails every job alike: once one job alone finds it so, the rest
      // are rejected with that failure at once (their callers retry them, the jobs being
      // idempotent) rather than each waiting out a connection attempt of its own in turn.
      let unreachable: { error: unknown } | undefined;
      for (const entry of batch) {
        if (unreachable) entry.reject(unreachable.error);
        else {
          const error = await runAlone(entry);
          if (isDatabaseUnreachable(error)) unreachable = { error };
        }
      }
    }
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
        queue.push({ job, resolve, reject, queuedAt: observer ? performance.now() : 0 });
        if (!deciding) void decideQueued();
      });
    },
  };
}
