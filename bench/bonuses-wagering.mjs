// bench/bonuses, wagering (issue #21): what tracking wagering requirements costs the seamless
// wallet. bench/wallet's spread scenario (bet+win pairs over HTTP for players picked at random,
// 64 requests in flight) runs on one started platform and one seeded player set, alternately
// with no wagering requirement ("off") and with one active requirement per player ("on": every
// bet of theirs then reads and moves it). The requirement never completes (required
// 9,000,000,000,000) and never refuses a bet (no maximum stake, no expiry); the bench's game is
// catalogued as a slot (weight 100), so every stake moves it. Each mode's figure is the median
// of its runs; the target is on/off ≥ 0.9 in calls per second. After each "on" run: the
// requirements' progress (0 while the seamless batches do not track them); at the end, reconcile.
// Env: BENCH_DATABASE_URL / TEST_DATABASE_URL (as bench/wallet), BENCH_SECONDS (default 15) and
// BENCH_WARMUP_SECONDS (default 3) per run, BENCH_WAGER_ROUNDS (default 3: off, on, off, on, off,
// on), BENCH_PLAYERS (bench/wallet's 10,000 unless smaller: a smoke run).
// Run alone: node bench/bonuses-wagering.mjs (npm run bench -- bonuses runs it after the cashback).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PROVIDER } from './wallet.mjs';
import { query } from './db.mjs';
import { benchOnOff } from './wallet.on-off.mjs';

const GRANT_KEY = 'bench-wager:';

/**
 * "on": one active requirement for each of `players`; "off": none. Then VACUUM ANALYZE, so
 * that neither mode inherits the other's dead rows or the planner's picture of an empty table.
 */
async function setWagering(url, players, on) {
  if (on) {
    await query(
      url,
      `INSERT INTO bonus_wagers (user_id, kind, grant_key, amount, required, weights, max_bet, expires_at)
       SELECT id, 'Cashback', $2::text || id, 100000, 9000000000000,
              '{"slot":100,"table":100,"live":100,"virtual":100,"sports":100}', NULL, NULL
       FROM users WHERE id = ANY($1::bigint[])`,
      [players, GRANT_KEY],
    );
  } else {
    await query(url, `DELETE FROM bonus_wagers WHERE grant_key LIKE $1`, [`${GRANT_KEY}%`]);
  }
  await query(url, 'VACUUM ANALYZE bonus_wagers');
}

/**
 * bench/wallet's game as a slot of the bench's producer: a stake counts towards a requirement
 * by its game's type in the catalogue, and on a game the catalogue does not hold counts nothing.
 * Only the wagering reads the catalogue in a seamless call: "off" runs as bench/wallet's spread.
 */
async function catalogueGame(url) {
  await query(url, `INSERT INTO game_producers (code, name) VALUES ($1, $1)`, [PROVIDER]);
  await query(
    url,
    `INSERT INTO games (integration, producer, game_id, name, image, image_desktop, game_type, category,
                        has_demo, min_bet, max_bet)
     VALUES ($1, $1, 'bench-game', 'Bench game', '', '', 'slot', 'slots', false, 0, 1000000000)`,
    [PROVIDER],
  );
}

/** The bench's requirements as they stand: how many, how many still active, what they count as wagered. */
async function wagerProgress(url) {
  const [row] = await query(
    url,
    `SELECT count(*)::int AS rows, count(*) FILTER (WHERE status = 'active')::int AS active,
            coalesce(sum(wagered), 0)::bigint AS wagered
     FROM bonus_wagers WHERE grant_key LIKE $1`,
    [`${GRANT_KEY}%`],
  );
  return { rows: row.rows, active: row.active, wageredMinor: Number(row.wagered) };
}

export async function benchWagering(root) {
  const { result, afterRuns } = await benchOnOff(root, {
    tag: 'wager',
    rounds: Number(process.env.BENCH_WAGER_ROUNDS ?? 3),
    prepare: catalogueGame,
    setMode: setWagering,
    afterRun: (url, mode) => (mode === 'on' ? wagerProgress(url) : null),
  });
  const tracking = afterRuns.filter((progress) => progress !== null);
  return {
    ...result,
    // After each "on" run: every requirement still active, and what they counted as wagered
    // (0 while the seamless batches do not track requirements yet).
    tracking: { perOnRun: tracking, live: tracking.some((t) => t.wageredMinor > 0) },
  };
}

// Run directly: node bench/bonuses-wagering.mjs (bench/run.mjs bonuses also writes bench/results/).
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const wagering = await benchWagering(root);
  console.log(JSON.stringify({ bench: 'bonuses', at: new Date().toISOString(), wagering }, null, 2));
}
