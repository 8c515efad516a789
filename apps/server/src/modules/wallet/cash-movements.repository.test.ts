import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { build, type TestApp } from '../../../test/build.js';
import { cashMovementsPart } from './cash-movements.repository.js';

let t: TestApp;
beforeAll(async () => {
  t = await build();
});
afterAll(() => t.close());

// A heavy player has millions of game transfers on the cash account the page reads: it must
// find its few rows through the partial indexes of their kinds (migration 0009). A kind added
// to the page but not to the indexes would fall back to reading every game transfer.
it("reads the player's cash movements through the partial indexes of their kinds", async () => {
  const plan = await t.db.transaction().execute(async (tx) => {
    await sql`SET LOCAL enable_seqscan = off`.execute(tx);
    const { rows } = await sql<{ 'QUERY PLAN': string }>`EXPLAIN ${cashMovementsPart(1)}`.execute(tx);
    return rows.map((row) => row['QUERY PLAN']).join('\n');
  });
  expect(plan).toContain('wallet_transfers_cash_in_idx');
  expect(plan).toContain('wallet_transfers_cash_out_idx');
});
