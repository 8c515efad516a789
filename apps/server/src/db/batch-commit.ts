import type { Db, Tx } from './database.js';

/** Runs a whole batch of jobs in one transaction; returns one result per job, in order. */
export type BatchRunner<J, R> = (tx: Tx, jobs: J[]) => Promise<R[]>;

interface Queued<J, R> {
  job: J;
  resolve: (value: R) => void;
  reject: (error: unknown) => void;
}

// A deadlock or serialization victim is not a verdict on the jobs: they run again.
const TRANSIENT = new Set(['40P01', '40001']);
const isTransient = (error: unknown) => TRANSIENT.has(String((error as { code?: unknown })?.code));

/**
 * Batch commit (docs/decisions/012-seamless-batches.md): the jobs that arrive while a
 * lane's transaction is running are handed together to `runBatch` in the lane's next
 * transaction, and every job is settled only after that transaction commits: an answer is
 * never given for a write that could still be lost. One transaction, a handful of round
 * trips and one WAL flush then serve a whole batch.
 *
 * Jobs must be idempotent: a batch that fails as a whole (a failed COMMIT included, which
 * may in fact have happened) is run again one job at a time.
 */
export function createBatchCommit<J, R>(
  db: Db,
  runBatch: BatchRunner<J, R>,
  options: { keyOf: (job: J) => number; lanes?: number; maxBatch?: number },
) {
  const lanes = options.lanes ?? 4;
  const maxBatch = options.maxBatch ?? 256;
  const queues: Queued<J, R>[][] = Array.from({ length: lanes }, () => []);
  const busy: boolean[] = Array.from({ length: lanes }, () => false);

  const runInTransaction = (jobs: J[]) => db.transaction().execute((tx) => runBatch(tx, jobs));

  async function runAlone(entry: Queued<J, R>, attempts = 3): Promise<void> {
    try {
      const [result] = await runInTransaction([entry.job]);
      entry.resolve(result as R);
    } catch (error) {
      if (isTransient(error) && attempts > 1) return runAlone(entry, attempts - 1);
      entry.reject(error);
    }
  }

  async function drain(lane: number) {
    busy[lane] = true;
    const queue = queues[lane]!;
    while (queue.length) {
      const batch = queue.splice(0, maxBatch);
      let results: R[] | null = null;
      try {
        results = await runInTransaction(batch.map((entry) => entry.job));
      } catch {
        // Nothing of the batch is acknowledged; each job gets a transaction of its own.
      }
      if (results) batch.forEach((entry, i) => entry.resolve(results[i]!));
      else for (const entry of batch) await runAlone(entry);
    }
    busy[lane] = false;
  }

  return {
    /** Runs a job in the next batch of its lane; settles after that batch's COMMIT. */
    run(job: J): Promise<R> {
      return new Promise<R>((resolve, reject) => {
        const lane = Math.abs(options.keyOf(job)) % lanes;
        queues[lane]!.push({ job, resolve, reject });
        if (!busy[lane]) void drain(lane);
      });
    },
  };
}
