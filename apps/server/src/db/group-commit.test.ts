import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/database.js';
import type { Tx } from './database.js';
import { createGroupCommit } from './group-commit.js';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
beforeAll(async () => {
  database = await createTestDatabase();
  await sql`CREATE TABLE gc_items (id text PRIMARY KEY, note text NOT NULL,
    CONSTRAINT gc_items_note_unique UNIQUE (note) DEFERRABLE INITIALLY DEFERRED)`.execute(database.db);
});
afterAll(() => database.drop());

const insert = (tx: Tx, id: string, note = id) =>
  sql`INSERT INTO gc_items (id, note) VALUES (${id}, ${note})`.execute(tx);
/** What another connection sees: only committed rows. */
const committed = async (ids: string[]) => {
  const { rows } = await sql<{ id: string }>`SELECT id FROM gc_items WHERE id = ANY(${ids}) ORDER BY id`.execute(
    database.db,
  );
  return rows.map((row) => row.id);
};
const deferred = () => {
  let release!: () => void;
  const promise = new Promise<void>((resolve) => (release = resolve));
  return { promise, release };
};

it('groups the jobs that arrive together and settles each one only after the COMMIT', async () => {
  const groups = createGroupCommit(database.db, { lanes: 1 });
  const gate = deferred();
  const settled: string[] = [];
  // The first job holds its group open; the next ones queue and form the second group.
  const first = groups.run({ key: 1, work: async (tx) => (await insert(tx, 'a0'), await gate.promise, 'a0') });
  const rest = ['a1', 'a2', 'a3'].map((id, i) =>
    groups.run({ key: i, work: async (tx) => (await insert(tx, id), id) }).then((value) => {
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
});

it('rolls back a refused job alone, keeps its recorded refusal, and commits the others', async () => {
  const groups = createGroupCommit(database.db, { lanes: 1 });
  const hold = deferred();
  const opener = groups.run({ key: 0, work: async () => hold.promise });
  const jobs = ['b1', 'b2', 'b3'].map((id) =>
    groups.run({
      key: 1,
      work: async (tx) => {
        await insert(tx, id);
        if (id === 'b2') throw new Error('refused');
        return 'ok';
      },
      recover: async (tx, error) => {
        await insert(tx, `${id}-refusal`, `refusal of ${id}`);
        return (error as Error).message;
      },
    }),
  );
  hold.release();
  await opener;
  expect(await Promise.all(jobs)).toEqual(['ok', 'refused', 'ok']);
  expect(await committed(['b1', 'b2', 'b2-refusal', 'b3'])).toEqual(['b1', 'b2-refusal', 'b3']);
});

it('rejects a job whose error has no recovery, and a failed SQL statement does not poison the group', async () => {
  const groups = createGroupCommit(database.db, { lanes: 1 });
  const results = await Promise.allSettled([
    groups.run({ key: 1, work: async (tx) => (await insert(tx, 'c1'), 'c1') }),
    groups.run({ key: 1, work: async (tx) => (await insert(tx, 'c1'), 'duplicate') }),
    groups.run({ key: 1, work: async (tx) => (await insert(tx, 'c2'), 'c2') }),
  ]);
  expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
  expect(await committed(['c1', 'c2'])).toEqual(['c1', 'c2']);
});

it('runs every job of a group alone when the group fails as a whole (here: its COMMIT)', async () => {
  const groups = createGroupCommit(database.db, { lanes: 1 });
  const hold = deferred();
  const opener = groups.run({ key: 0, work: async () => hold.promise });
  let attempts = 0;
  const jobs = [
    groups.run({ key: 1, work: async (tx) => (await insert(tx, 'd1', 'same note'), 'd1') }),
    // Violates a deferred constraint with d1: only COMMIT finds out, and nothing of the group is kept.
    groups.run({
      key: 2,
      work: async (tx) => {
        attempts += 1;
        await insert(tx, 'd2', attempts === 1 ? 'same note' : 'own note');
        return 'd2';
      },
    }),
    groups.run({ key: 3, work: async (tx) => (await insert(tx, 'd3'), 'd3') }),
  ];
  hold.release();
  await opener;
  expect(await Promise.all(jobs)).toEqual(['d1', 'd2', 'd3']);
  expect(attempts).toBe(2);
  expect(await committed(['d1', 'd2', 'd3'])).toEqual(['d1', 'd2', 'd3']);
});

it('runs a deadlock victim again on its own instead of failing it', async () => {
  const groups = createGroupCommit(database.db, { lanes: 2 });
  let attempts = 0;
  const value = await groups.run({
    key: 5,
    work: async (tx) => {
      attempts += 1;
      await insert(tx, `e${attempts}`);
      if (attempts === 1) throw Object.assign(new Error('deadlock detected'), { code: '40P01' });
      return 'done';
    },
  });
  expect(value).toBe('done');
  expect(await committed(['e1', 'e2'])).toEqual(['e2']);
});
