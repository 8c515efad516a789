import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/database.js';
import { createDb, type Executor } from './database.js';
import { inLockedTransaction, lockKeyOf } from './locked-transaction.js';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
beforeAll(async () => {
  database = await createTestDatabase();
  await sql`CREATE TABLE lt_items (id text PRIMARY KEY)`.execute(database.db);
});
afterAll(() => database.drop());

const gate = () => {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
};
const tick = () => new Promise((resolve) => setTimeout(resolve, 100));
const committed = async () =>
  (await sql<{ id: string }>`SELECT id FROM lt_items ORDER BY id`.execute(database.db)).rows.map((row) => row.id);

it('holds its locks from BEGIN to COMMIT: a transaction naming one of them waits, others do not', async () => {
  const first = gate();
  const order: string[] = [];
  const holding = inLockedTransaction(database.db, ['player:1', 'round:a'], async (tx) => {
    await sql`INSERT INTO lt_items VALUES ('first')`.execute(tx);
    await first.opened;
    order.push('first');
  });
  await tick();
  const sharing = inLockedTransaction(database.db, ['round:a'], async (tx) => {
    // Run after the first committed, so its row is seen.
    order.push(
      `sharing saw ${(await sql<{ n: number }>`SELECT count(*)::int AS n FROM lt_items`.execute(tx)).rows[0]!.n}`,
    );
  });
  const apart = inLockedTransaction(database.db, ['player:2', 'round:b'], async () => {
    order.push('apart');
  });
  await apart;
  await tick();
  expect(order).toEqual(['apart']);
  first.open();
  await Promise.all([holding, sharing]);
  expect(order).toEqual(['apart', 'first', 'sharing saw 1']);
});

it('rolls back and releases its locks when the body throws', async () => {
  await expect(
    inLockedTransaction(database.db, ['bet:x'], async (tx) => {
      await sql`INSERT INTO lt_items VALUES ('rolled back')`.execute(tx);
      throw new Error('refused');
    }),
  ).rejects.toThrow('refused');
  expect(await committed()).not.toContain('rolled back');
  // The lock is free again, and the connection back in the pool is out of any transaction.
  await inLockedTransaction(database.db, ['bet:x'], async (tx) => {
    await sql`INSERT INTO lt_items VALUES ('after')`.execute(tx);
  });
  expect(await committed()).toContain('after');
});

it('gives its connection back out of any transaction when the locks themselves fail', async () => {
  // One connection whose lock waits time out at once.
  const url = new URL(database.url);
  url.searchParams.set('options', '-c lock_timeout=50');
  const impatient = createDb(url.toString(), 1);
  const held = gate();
  const holding = inLockedTransaction(database.db, ['round:busy'], () => held.opened);
  await tick();
  await expect(inLockedTransaction(impatient, ['round:busy'], async () => {})).rejects.toThrow(/lock timeout/);
  held.open();
  await holding;
  // The same (only) connection runs the next statement in a transaction of its own (inside
  // the aborted one it would fail).
  const { rows } = await sql<{ own: boolean }>`SELECT now() = statement_timestamp() AS own`.execute(impatient);
  expect(rows[0]!.own).toBe(true);
  await impatient.destroy();
});

it('calls committing with COMMIT sent, before the transaction settles', async () => {
  let calledBeforeResolve = false;
  let called = false;
  const done = inLockedTransaction(
    database.db,
    [],
    async (tx) => {
      await sql`INSERT INTO lt_items VALUES ('committing')`.execute(tx);
    },
    () => (called = true),
  ).then(() => (calledBeforeResolve = called));
  await done;
  expect(calledBeforeResolve).toBe(true);
  expect(await committed()).toContain('committing');
});

it('fails as a whole when the last statement fails, though its COMMIT was sent behind it', async () => {
  let committingCalled = false;
  await expect(
    inLockedTransaction(
      database.db,
      ['bet:last'],
      async (tx, commitAfter) => {
        await sql`INSERT INTO lt_items VALUES ('before a failed last')`.execute(tx);
        commitAfter(sql`INSERT INTO lt_items VALUES ('before a failed last')`.execute(tx));
      },
      () => (committingCalled = true),
    ),
  ).rejects.toThrow(/duplicate key/);
  expect(committingCalled).toBe(false);
  expect(await committed()).not.toContain('before a failed last');
});

it('commits the last statement it was handed, and settles after that COMMIT', async () => {
  const result = await inLockedTransaction(database.db, ['bet:ok'], async (tx, commitAfter) => {
    const { rows } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM lt_items`.execute(tx);
    commitAfter(sql`INSERT INTO lt_items VALUES ('last')`.execute(tx));
    return rows[0]!.n;
  });
  expect(typeof result).toBe('number');
  expect(await committed()).toContain('last');
});

it('plans its statements once, by key, even while a table is small (as the seamless batches close rounds)', async () => {
  await sql`CREATE TABLE lt_rounds (provider text, round_id text, closed_at timestamptz, PRIMARY KEY (provider, round_id))`.execute(
    database.db,
  );
  await sql`INSERT INTO lt_rounds SELECT 'p', 'r' || n, NULL FROM generate_series(1, 500) n`.execute(database.db);
  await sql`ANALYZE lt_rounds`.execute(database.db);
  const planOf = async (tx: Executor) => {
    await sql`PREPARE lt_close (text[], text[]) AS UPDATE lt_rounds r SET closed_at = now()
      FROM unnest($1, $2) AS c (provider, round_id)
      WHERE r.provider = c.provider AND r.round_id = c.round_id AND r.closed_at IS NULL`.execute(tx);
    const { rows } = await sql`EXPLAIN (VERBOSE, FORMAT JSON) EXECUTE lt_close('{p}', '{r7}')`.execute(tx);
    await sql`DEALLOCATE lt_close`.execute(tx);
    return JSON.stringify(rows);
  };
  // The trap: a generic plan (one kept for every later execution) made on a small table would
  // read the whole table, and go on doing so as it grows.
  const plain = await database.db.transaction().execute(async (tx) => {
    await sql`SET LOCAL plan_cache_mode = force_generic_plan`.execute(tx);
    return planOf(tx);
  });
  expect(plain).toContain('"Seq Scan"');
  const locked = await inLockedTransaction(database.db, ['round:r7'], planOf);
  expect(locked).toContain('unnest($1)'); // generic: made without the values, never made again
  expect(locked).not.toContain('"Seq Scan"');
  expect(locked).toContain('lt_rounds_pkey');
});

it('keys names by their SHA-256, as signed 64-bit numbers', () => {
  expect(lockKeyOf('round:a')).toBe(lockKeyOf('round:a'));
  expect(lockKeyOf('round:a')).not.toBe(lockKeyOf('round:b'));
  for (const name of ['a', 'b', 'player:123', '\u0000']) {
    const key = lockKeyOf(name);
    expect(key >= -(2n ** 63n) && key < 2n ** 63n).toBe(true);
  }
});
