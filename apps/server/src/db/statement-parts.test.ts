import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { createTestDatabase } from '../../test/database.js';
import { withPipelinedConnection } from './database.js';
import { inLockedTransaction } from './locked-transaction.js';
import { readParts, type WritePart, writeParts } from './statement-parts.js';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
beforeAll(async () => {
  database = await createTestDatabase();
  await sql`CREATE TABLE sp_items (id text PRIMARY KEY)`.execute(database.db);
});
afterAll(() => database.drop());

/** A part inserting `ids`, built to expect `expected` rows written (ON CONFLICT: a taken id is skipped). */
const inserting = (ids: string[], expected = ids.length): WritePart => ({
  ctes: [sql`sp_inserted AS (INSERT INTO sp_items SELECT unnest(${ids}::text[]) ON CONFLICT DO NOTHING RETURNING 1)`],
  written: { what: 'the items', condition: sql`(SELECT count(*) FROM sp_inserted) = ${expected}` },
});
const stored = async () =>
  (await sql<{ id: string }>`SELECT id FROM sp_items ORDER BY id`.execute(database.db)).rows.map((row) => row.id);

it('reads every part in one statement, each under its name', async () => {
  const values = await readParts(database.db, {
    one: sql<number>`(SELECT 1)`,
    names: sql<string[]>`(SELECT json_build_array('a', 'b'))`,
  });
  expect(values).toEqual({ one: 1, names: ['a', 'b'] });
});

it('writes the parts that wrote what they were built to write', async () => {
  await writeParts(database.db, [inserting(['a1', 'a2'])]);
  expect(await stored()).toEqual(['a1', 'a2']);
});

it('fails the statement, and the transaction whose COMMIT follows it, when a part wrote something else', async () => {
  await expect(
    inLockedTransaction(database.db, [], async (tx, commitAfter) => {
      await writeParts(tx, [inserting(['b1'])]);
      // 'a1' is taken: one row written where two were decided.
      commitAfter(writeParts(tx, [inserting(['a1', 'b2'])]));
    }),
  ).rejects.toThrow('the items could not be written as decided');
  expect(await stored()).toEqual(['a1', 'a2']);
});

it('never gives a client back to the pool inside a transaction', async () => {
  await withPipelinedConnection(database.db, async (client) => {
    await client.query('BEGIN');
  });
  // Every pooled connection is out of any transaction: each statement is its own.
  const checks = await Promise.all(
    Array.from({ length: 25 }, () =>
      sql<{ own: boolean }>`SELECT now() = statement_timestamp() AS own`.execute(database.db),
    ),
  );
  expect(checks.every(({ rows }) => rows[0]!.own)).toBe(true);
});

it('sends a statement on a pipelined connection before the one before it is answered', async () => {
  const sent = vi.spyOn(pg.Client.prototype, 'query');
  try {
    await withPipelinedConnection(database.db, async (client, db) => {
      expect(client.pipeline).toBe(true);
      sent.mockClear();
      const slow = sql<{ n: number }>`SELECT 1 AS n FROM pg_sleep(0.3)`.execute(db);
      const next = sql<{ n: number }>`SELECT 2 AS n`.execute(db);
      await new Promise((resolve) => setTimeout(resolve, 100));
      // Both are on the wire while the first still sleeps; Kysely's own connection would hold the second back.
      expect(sent).toHaveBeenCalledTimes(2);
      expect((await slow).rows[0]!.n).toBe(1);
      expect((await next).rows[0]!.n).toBe(2);
    });
  } finally {
    sent.mockRestore();
  }
});
