import { execFile } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/database.js';

const run = promisify(execFile);
const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
let database: Awaited<ReturnType<typeof createTestDatabase>>;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.drop());

/** Runs `npm run reconcile`'s command against the test database: exit code and printed report. */
async function reconcileCommand() {
  const command = [process.execPath, ['--import', 'tsx', 'src/cli/reconcile.ts']] as const;
  const options = { cwd: serverDir, env: { ...process.env, DATABASE_URL: database.url } };
  try {
    const { stdout } = await run(...command, options);
    return { code: 0, report: JSON.parse(stdout) };
  } catch (error) {
    const failed = error as { code: number; stdout: string };
    return { code: failed.code, report: JSON.parse(failed.stdout) };
  }
}

it('exits 0 on a clean ledger and 1, printing the differences, on a broken one', async () => {
  expect(await reconcileCommand()).toMatchObject({ code: 0, report: { ok: true } });

  // A cash balance that no transfer explains.
  await sql`INSERT INTO users (username, email, password_hash, currency) VALUES ('broken', 'b@example.com', 'x', 'EUR')`.execute(
    database.db,
  );
  await sql`INSERT INTO wallet_accounts (user_id, kind, currency, balance, tracks_balance)
    SELECT id, 'cash', 'EUR', 500, true FROM users WHERE username = 'broken'`.execute(database.db);
  // A day's game result that no game transfer explains (the daily-winnings limit reads it).
  await sql`INSERT INTO wallet_daily_game_results (user_id, day, net)
    SELECT id, '2026-01-02', 700 FROM users WHERE username = 'broken'`.execute(database.db);

  // A stake that another player's rollback stranded (issue #28): the bet counts as rolled back,
  // yet nothing was refunded, and no win paid it.
  await sql`INSERT INTO users (username, email, password_hash, currency) VALUES ('intruder', 'i@example.com', 'x', 'EUR')`.execute(
    database.db,
  );
  await sql`INSERT INTO game_providers (code, name, secret) VALUES ('planted', 'planted', 's')`.execute(database.db);
  await sql`INSERT INTO provider_rounds (provider, round_id, user_id, game_id)
    SELECT 'planted', 'r-1', id, 'g' FROM users WHERE username = 'broken'`.execute(database.db);
  await sql`INSERT INTO provider_transactions (provider, transaction_id, kind, user_id, round_id, bet_transaction_id,
      amount, cash_part, fingerprint, status_code, response)
    SELECT 'planted', 'repro-bet-1', 'bet', id, 'r-1', NULL, 200, 200, 'f', 200, '{}'::json FROM users WHERE username = 'broken'
    UNION ALL
    SELECT 'planted', 'repro-rb-1', 'rollback', id, 'r-1', 'repro-bet-1', 0, 0, 'f', 200, '{}'::json
    FROM users WHERE username = 'intruder'`.execute(database.db);

  const broken = await reconcileCommand();
  expect(broken.code, JSON.stringify(broken.report)).toBe(1);
  expect(broken.report).toMatchObject({
    ok: false,
    balanceMismatches: [{ kind: 'cash', balance: 500, derived: 0 }],
    gameResultMismatches: [{ day: '2026-01-02', counted: 700, derived: 0 }],
    strandedStakes: [{ provider: 'planted', transaction_id: 'repro-bet-1', round_id: 'r-1', amount: 200 }],
  });
}, 60_000);
