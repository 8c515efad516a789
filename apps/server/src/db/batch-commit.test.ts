import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/database.js';
import { type BatchRunner, createBatchCommit, nextBatchSize } from './batch-commit.js';
import type { Tx } from './database.js';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
beforeAll(async () => {
  database = await createTestDatabase();
  await sql`CREATE TABLE bc_items (id text PRIMARY KEY)`.execute(database.db);
});
afterAll(() => database.drop());

interface Job {
  id: string;
  /** Held open until released: the jobs that arrive meanwhile form the next batch. */
  gate?: Promise<void>;
}

const deferred = () => {
  let release!: () => void;
  const promise = new Promise<void>((resolve) => (release = resolve));
  return { promise, release };
};
/** What another connection sees: only committed rows. */
const committed = async (ids: string[]) => {
  const { rows } = await sql<{ id: string }>`SELECT id FROM bc_items WHERE id = ANY(${ids}) ORDER BY id`.execute(
    database.db,
  );
  return rows.map((row) => row.id);
};

/** Inserts every job's row in one statement, as a real runner writes a batch; records the batches it saw. */
function inserting(seen: string[][] = []): BatchRunner<Job, string> {
  return async (tx: Tx, jobs: Job[]) => {
    seen.push(jobs.map((job) => job.id));
    await sql`INSERT INTO bc_items (id) SELECT unnest(${jobs.map((job) => job.id)}::text[])`.execute(tx);
    for (const job of jobs) await job.gate;
    return jobs.map((job) => job.id);
  };
}
const batchesOf = (runner: BatchRunner<Job, string>) => createBatchCommit(database.db, runner);

it('hands the jobs that arrive together to one batch, in arrival order, and settles them after its COMMIT', async () => {
  const seen: string[][] = [];
  const batches = batchesOf(inserting(seen));
  const gate = deferred();
  const settled: string[] = [];
  const first = batches.run({ id: 'a0', gate: gate.promise });
  const rest = ['a1', 'a2', 'a3'].map((id) =>
    batches.run({ id }).then((value) => {
      settled.push(value);
      return value;
    }),
  );
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(settled).toEqual([]);
  expect(await committed(['a0', 'a1', 'a2', 'a3'])).toEqual([]);
  gate.release();
  expect(await first).toBe('a0');
  for (const job of rest) {
    const id = await job;
    // Whatever a job answers is already committed: another connection sees it.
    expect(await committed([id])).toEqual([id]);
  }
  expect(seen).toEqual([['a0'], ['a1', 'a2', 'a3']]);
});

it('runs each job of a failed batch alone: the bad one is rejected, the others commit', async () => {
  const seen: string[][] = [];
  const batches = batchesOf(inserting(seen));
  const gate = deferred();
  const opener = batches.run({ id: 'b0', gate: gate.promise });
  const jobs = ['b1', 'b0', 'b2'].map((id) => batches.run({ id }));
  gate.release();
  await opener;
  const results = await Promise.allSettled(jobs);
  expect(results.map((result) => result.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
  expect(await committed(['b0', 'b1', 'b2'])).toEqual(['b0', 'b1', 'b2']);
  expect(seen).toEqual([['b0'], ['b1', 'b0', 'b2'], ['b1'], ['b0'], ['b2']]);
});

it('runs a deadlock victim again instead of failing it', async () => {
  let attempts = 0;
  const batches = batchesOf(async (tx, jobs, commitAfter) => {
    attempts += 1;
    if (attempts <= 2) throw Object.assign(new Error('deadlock detected'), { code: '40P01' });
    return inserting()(tx, jobs, commitAfter);
  });
  expect(await batches.run({ id: 'c1' })).toBe('c1');
  expect(attempts).toBe(3); // the batch, then the job alone twice
  expect(await committed(['c1'])).toEqual(['c1']);
});

it('rejects the rest of a failed batch at once when its first job alone finds the database unreachable', async () => {
  const seen: string[][] = [];
  // The jobs that meet a database out of reach, as a refused connection.
  const unreachable = new Set(['d1', 'd2', 'd3']);
  const batches = batchesOf(async (tx, jobs, commitAfter) => {
    if (jobs.some((job) => unreachable.has(job.id))) {
      seen.push(jobs.map((job) => job.id));
      throw Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    }
    return inserting()(tx, jobs, commitAfter);
  });
  const gate = deferred();
  const opener = batches.run({ id: 'd0', gate: gate.promise });
  const settled = Promise.allSettled(['d1', 'd2', 'd3'].map((id) => batches.run({ id })));
  gate.release();
  await opener;
  const results = await settled;
  // Each caller gets the connection's failure (a retry later, not a verdict), and no job but
  // the first waited for a connection attempt of its own.
  expect(results.map((result) => result.status === 'rejected' && (result.reason as { code?: string }).code)).toEqual([
    'ECONNREFUSED',
    'ECONNREFUSED',
    'ECONNREFUSED',
  ]);
  expect(seen).toEqual([['d1', 'd2', 'd3'], ['d1']]);
  unreachable.clear();
  expect(await batches.run({ id: 'd1' })).toBe('d1');
  expect(await committed(['d0', 'd1', 'd2'])).toEqual(['d0', 'd1']);
});

it('starts the next batch while the one before commits, and settles each after its own COMMIT', async () => {
  // A deferred trigger makes the COMMIT of a 'slow-' row take 300 ms.
  await sql`CREATE FUNCTION bc_slow_commit() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN PERFORM pg_sleep(0.3); RETURN NULL; END $$`.execute(database.db);
  await sql`CREATE CONSTRAINT TRIGGER bc_slow AFTER INSERT ON bc_items DEFERRABLE INITIALLY DEFERRED
    FOR EACH ROW WHEN (NEW.id LIKE 'slow-%') EXECUTE FUNCTION bc_slow_commit()`.execute(database.db);
  const batches = batchesOf(inserting());
  let slowSettled = false;
  const slow = batches.run({ id: 'slow-e0' }).then((id) => {
    slowSettled = true;
    return id;
  });
  await new Promise((resolve) => setTimeout(resolve, 100));
  // The first batch is committing: the next one runs and commits meanwhile.
  expect(await batches.run({ id: 'e1' })).toBe('e1');
  expect(slowSettled).toBe(false);
  expect(await committed(['slow-e0', 'e1'])).toEqual(['e1']);
  expect(await slow).toBe('slow-e0');
  expect(await committed(['slow-e0'])).toEqual(['slow-e0']);
});

it('takes a queue whole when it is small or no longer than the batch committing, else half of both', () => {
  expect(nextBatchSize(1, 0, 256)).toBe(1);
  expect(nextBatchSize(16, 1, 256)).toBe(16);
  expect(nextBatchSize(31, 32, 256)).toBe(31);
  // One call committing, 63 queued: two even groups, not 1 and 63.
  expect(nextBatchSize(63, 1, 256)).toBe(32);
  expect(nextBatchSize(40, 20, 256)).toBe(30);
  expect(nextBatchSize(1000, 256, 256)).toBe(256);
});

it('splits a long queue behind a lone committing job into two even batches', async () => {
  const seen: string[][] = [];
  const batches = batchesOf(inserting(seen));
  const gate = deferred();
  const lone = batches.run({ id: 'f00', gate: gate.promise });
  const ids = Array.from({ length: 40 }, (_, i) => `f${String(i + 1).padStart(2, '0')}`);
  const rest = ids.map((id) => batches.run({ id }));
  gate.release();
  expect(await Promise.all([lone, ...rest])).toEqual(['f00', ...ids]);
  expect(seen).toEqual([['f00'], ids.slice(0, 21), ids.slice(21)]);
  expect(await committed(ids)).toEqual(ids);
});
