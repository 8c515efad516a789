import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createEmptyDatabase } from '../../test/database.js';
import { type BatchObserver, type BatchRunner, createBatchCommit } from './batch-commit.js';
import { createDb, type Db } from './database.js';

let db: Db;
let drop: () => Promise<void>;
beforeAll(async () => {
  const database = await createEmptyDatabase();
  db = createDb(database.url, 4);
  drop = database.drop;
  await sql`CREATE TABLE bo_items (id text PRIMARY KEY)`.execute(db);
});
afterAll(async () => {
  await db.destroy();
  await drop();
});

/** What an observer was told, in order. */
function recording() {
  const seen: ({ committed: number; waited: number[]; duration: number } | { failed: number })[] = [];
  const observer: BatchObserver = {
    committed: (size, waited, duration) => seen.push({ committed: size, waited, duration }),
    failed: (size) => seen.push({ failed: size }),
  };
  return { seen, observer };
}

/** Inserts the jobs' rows; a job named `bad-…` fails its transaction; `gate` holds the batch open. */
const inserting =
  (gate?: Promise<void>): BatchRunner<string, string> =>
  async (tx, jobs) => {
    if (jobs[0]?.startsWith('held-')) await gate;
    await sql`INSERT INTO bo_items (id) SELECT unnest(${jobs}::text[])`.execute(tx);
    if (jobs.some((job) => job.startsWith('bad-'))) throw new Error('a bad job');
    return jobs;
  };

it('tells each committed batch its size, the waits of its jobs and its duration', async () => {
  const { seen, observer } = recording();
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  const batches = createBatchCommit(db, inserting(gate), { observer });
  const first = batches.run('held-1');
  const rest = ['w1', 'w2', 'w3'].map((job) => batches.run(job));
  await new Promise((resolve) => setTimeout(resolve, 60));
  release();
  expect(await Promise.all([first, ...rest])).toEqual(['held-1', 'w1', 'w2', 'w3']);
  // The next batch begins as the one before sends its COMMIT: their reports may come in either order.
  const reports = seen as { committed: number; waited: number[]; duration: number }[];
  expect(reports.map((entry) => entry.committed).sort()).toEqual([1, 3]);
  const held = reports.find((entry) => entry.committed === 1);
  const after = reports.find((entry) => entry.committed === 3);
  // The first batch ran at once and was held open about 60 ms; the three behind it waited for it.
  expect(held!.waited[0]).toBeLessThan(0.05);
  expect(held!.duration).toBeGreaterThanOrEqual(0.05);
  expect(after!.waited).toHaveLength(3);
  for (const waited of after!.waited) expect(waited).toBeGreaterThanOrEqual(0.05);
});

it('tells a batch that failed as a whole, then each job that committed alone', async () => {
  const { seen, observer } = recording();
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  const batches = createBatchCommit(db, inserting(gate), { observer });
  const opener = batches.run('held-2');
  const jobs = ['f1', 'bad-f2', 'f3'].map((job) => batches.run(job));
  release();
  await opener.catch(() => {});
  const results = await Promise.allSettled(jobs);
  expect(results.map((result) => result.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
  // The opener's batch, the failed batch of three, then f1 and f3 alone (bad-f2 committed nothing);
  // the opener's report may come after the failure, its COMMIT's answer after the next batch began.
  const told = seen.map((entry) => ('failed' in entry ? `failed ${entry.failed}` : `committed ${entry.committed}`));
  expect(told.sort()).toEqual(['committed 1', 'committed 1', 'committed 1', 'failed 3']);
});

it('goes on committing when the observer throws', async () => {
  const observer: BatchObserver = {
    committed: () => {
      throw new Error('a broken metric');
    },
    failed: () => {
      throw new Error('a broken metric');
    },
  };
  const batches = createBatchCommit(db, inserting(), { observer });
  expect(await batches.run('o1')).toBe('o1');
  await expect(batches.run('bad-o2')).rejects.toThrow('a bad job');
  expect(await batches.run('o3')).toBe('o3');
  const { rows } = await sql<{ id: string }>`SELECT id FROM bo_items WHERE id LIKE 'o%' ORDER BY id`.execute(db);
  // Committed once each: a throwing observer did not make a committed batch run again.
  expect(rows.map((row) => row.id)).toEqual(['o1', 'o3']);
});
