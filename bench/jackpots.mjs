// bench/jackpots (issue #22): what the progressive jackpots' contributions cost the seamless
// wallet. bench/wallet's spread scenario (bet+win pairs over HTTP for players picked at random,
// 64 requests in flight) runs on one started platform and one seeded player set, alternately
// with the jackpots off and on (the site settings' jackpots.enabled, switched in SQL: "on", the
// default terms, has every batch read its players' pools and the open rounds and add each
// stake's share). The server starts with jackpots on, so it opens the EUR pools' rounds at start
// (services.jackpots.keep() in main.ts); the bench waits for them. The seamless batches re-read
// the terms at most every 5 s (TERMS_TTL_MS in jackpots.port.ts): after each switch the bench
// idles 6 s before the run's warm-up. Each mode's figure is the median of its runs; the target
// is on/off ≥ 0.9 in calls per second. At the end: the rounds that dropped (won or paid), what
// the stakes contributed, the EUR pools' total (minor units), and reconcile.
// Env: BENCH_DATABASE_URL / TEST_DATABASE_URL (as bench/wallet), BENCH_SECONDS (default 15) and
// BENCH_WARMUP_SECONDS (default 3) per run, BENCH_JACKPOT_ROUNDS (default 3: off, on, off, on,
// off, on), BENCH_PLAYERS (bench/wallet's 10,000 unless smaller: a smoke run).
// Run alone: node bench/jackpots.mjs (npm run bench -- jackpots also writes bench/results/).
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { query } from './db.mjs';
import { benchOnOff } from './wallet.on-off.mjs';

/** Longer than the seamless batches keep the jackpot terms (TERMS_TTL_MS, 5 s). */
const TERMS_SETTLE_MS = 6_000;
const TIERS = 4;

/** Switches the jackpots on or off in the site settings; then VACUUM ANALYZE their tables. */
async function setJackpots(url, on) {
  const rows = await query(
    url,
    `UPDATE settings SET value = jsonb_set(value, '{jackpots,enabled}', to_jsonb($1::boolean))
     WHERE key = 'site' AND value ? 'jackpots' RETURNING key`,
    [on],
  );
  if (rows.length !== 1) throw new Error('the site settings hold no jackpots to switch');
  await query(url, 'VACUUM ANALYZE wallet_pool_balances, jackpot_rounds');
  await sleep(TERMS_SETTLE_MS);
}

/** Waits (up to 15 s) for the rounds the server opens at start in the players' currency (EUR). */
async function openRoundsAtStart(url) {
  let open = 0;
  for (let i = 0; i < 150 && open < TIERS; i += 1) {
    if (i) await sleep(100);
    [{ open }] = await query(
      url,
      `SELECT count(*)::int AS open FROM jackpot_rounds WHERE status = 'open' AND currency = 'EUR'`,
    );
  }
  return open;
}

/**
 * After the runs: the rounds that dropped, what the stakes contributed, and the pools' total in
 * the players' currency (EUR; the server seeds every currency's pools, in units far apart).
 */
async function jackpotState(url) {
  const [row] = await query(
    url,
    `SELECT (SELECT count(*)::int FROM jackpot_rounds WHERE status IN ('won', 'paid')) AS dropped,
            (SELECT coalesce(sum(amount), 0)::bigint FROM wallet_transfers
             WHERE kind = 'jackpot_contribution') AS contributed,
            (SELECT coalesce(sum(p.balance), 0)::bigint FROM wallet_pool_balances p
             JOIN wallet_accounts a ON a.id = p.account_id WHERE a.currency = 'EUR') AS pools`,
  );
  return { dropped: row.dropped, contributedMinor: Number(row.contributed), poolsEurMinor: Number(row.pools) };
}

export async function benchJackpots(root) {
  const { result, prepared, after } = await benchOnOff(root, {
    tag: 'jackpot',
    rounds: Number(process.env.BENCH_JACKPOT_ROUNDS ?? 3),
    // The server starts with jackpots on (the default) and opens the rounds.
    prepare: openRoundsAtStart,
    setMode: (url, players, on) => setJackpots(url, on),
    finish: jackpotState,
  });
  // The EUR rounds open before the first run (4 expected), then the state after the runs.
  return { ...result, jackpots: { roundsOpenAtStart: prepared, ...after } };
}

// Run directly: node bench/jackpots.mjs (bench/run.mjs jackpots also writes bench/results/).
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const result = await benchJackpots(root);
  console.log(JSON.stringify({ bench: 'jackpots', at: new Date().toISOString(), ...result }, null, 2));
}
