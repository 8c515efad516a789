// bench/bonuses (issue #21): the weekly cashback run for 100,000 players. Each player is
// seeded with a week of casino play (a stake and a win on most days of the last ended week,
// most of them losing) as ledger rows written in bulk: one operation per player and day with
// its bet and win transfers, whose insert trigger fills the daily game results the cashback
// reads, and the cash balance they leave. Then the cashback service pays the period, as the
// server's hourly job would, and the run is timed. Afterwards: each paid player has exactly
// one Cashback transfer of the period, a second run pays no one, and the ledger reconciles.
// Then, as `wagering`, bench/wallet's spread rate with wagering tracking on against off, on a
// database of its own (bench/bonuses-wagering.mjs).
// Env: BENCH_DATABASE_URL / TEST_DATABASE_URL (a server to create the database in, else an
// embedded PostgreSQL), BENCH_PLAYERS (default 100,000; the wagering part takes at most
// bench/wallet's 10,000), BENCH_SECONDS, BENCH_WARMUP_SECONDS and BENCH_WAGER_ROUNDS (the
// wagering part's runs).
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import { register } from 'tsx/esm/api';
import { benchWagering } from './bonuses-wagering.mjs';
import { freshDatabase, insertFundedUsers } from './wallet.setup.mjs';

const PLAYERS = Number(process.env.BENCH_PLAYERS ?? 100_000);
const TARGET_SECONDS = 60;
const PROVIDER = 'bench';

/** The server's modules, loaded once through tsx so that they share one module graph. */
async function serverModules(root) {
  const unregister = register();
  try {
    const from = (file) => import(pathToFileURL(path.join(root, 'apps/server/src', file)).href);
    const [database, migrate, settings, wallet, bonuses, wagering] = await Promise.all([
      from('db/database.ts'),
      from('db/migrate.ts'),
      from('modules/settings/index.ts'),
      from('modules/wallet/index.ts'),
      from('modules/bonuses/cashback.service.ts'),
      from('modules/bonuses/wagering.service.ts'),
    ]);
    return { ...database, ...migrate, ...settings, ...wallet, ...bonuses, ...wagering };
  } finally {
    await unregister();
  }
}

/**
 * The players and their week: `count` funded users, and on each day of [start, start + 7)
 * with a chance of 0.8 a stake of 1.00 to 51.00 and a win of 0 to 1.6 times it, written as
 * an operation with its bet (cash → provider) and win (provider → cash) transfers at noon
 * UTC. The ledger's own trigger counts them into the daily game results.
 */
async function seedWeek(url, { count, start }) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('BEGIN');
    await client.query('SELECT setseed(0.21)');
    const ids = await insertFundedUsers(client, {
      count,
      fundMinor: 1_000_000,
      username: 'cashback_',
      fundKey: 'bench-fund-',
    });
    await client.query(
      `INSERT INTO wallet_accounts (kind, ref, currency, tracks_balance) VALUES ('provider', $1, 'EUR', false)`,
      [PROVIDER],
    );
    await client.query(
      `CREATE TEMP TABLE bench_play ON COMMIT DROP AS
       SELECT user_id, day, 'bench-play-' || user_id || '-' || day AS key, bet, floor(bet * ratio)::bigint AS win
       FROM (SELECT u AS user_id, $2::date + d AS day, (100 + floor(random() * 5000))::bigint AS bet,
                    random() * 1.6 AS ratio
             FROM unnest($1::bigint[]) u, generate_series(0, 6) d WHERE random() < 0.8) s`,
      [ids, start],
    );
    await client.query(
      `WITH ops AS (
         INSERT INTO wallet_operations (idempotency_key, fingerprint, kind, user_id, result)
         SELECT key, 'bench', 'bench_play', user_id, '{}' FROM bench_play
         RETURNING id, idempotency_key)
       INSERT INTO wallet_transfers (operation_id, idempotency_key, from_account_id, to_account_id, amount, currency,
                                     kind, round_ref, bet_ref, created_at)
       SELECT ops.id, p.key || '#' || leg.n, leg.from_id, leg.to_id, leg.amount, 'EUR', leg.kind, p.key, p.key,
              (p.day + leg.at) AT TIME ZONE 'UTC'
       FROM ops JOIN bench_play p ON p.key = ops.idempotency_key
       JOIN wallet_accounts cash ON cash.user_id = p.user_id AND cash.kind = 'cash'
       CROSS JOIN (SELECT id FROM wallet_accounts WHERE kind = 'provider' AND ref = $1 AND user_id IS NULL) provider
       CROSS JOIN LATERAL (VALUES
         (0, cash.id, provider.id, p.bet, 'bet', interval '12 hours'),
         (1, provider.id, cash.id, p.win, 'win', interval '12 hours 1 minute')
       ) AS leg (n, from_id, to_id, amount, kind, at)
       WHERE leg.amount > 0`,
      [PROVIDER],
    );
    await client.query(
      `UPDATE wallet_accounts a SET balance = a.balance + s.net
       FROM (SELECT user_id, sum(win - bet) AS net FROM bench_play GROUP BY user_id) s
       WHERE a.user_id = s.user_id AND a.kind = 'cash'`,
    );
    await client.query('COMMIT');
    await client.query(
      'ANALYZE users, wallet_accounts, wallet_operations, wallet_transfers, wallet_daily_game_results',
    );
  } finally {
    await client.end();
  }
}

/** What the run left: the period's Cashback transfers, and the players who got more than one. */
async function paidCheck(db, sql, start) {
  const { rows } = await sql`
    SELECT count(*)::int AS transfers, count(DISTINCT o.user_id)::int AS players, coalesce(sum(t.amount), 0)::bigint AS total
    FROM wallet_operations o JOIN wallet_transfers t ON t.operation_id = o.id
    WHERE o.idempotency_key LIKE ${`cashback:${start}:%`} AND t.kind = 'Cashback'`.execute(db);
  return rows[0];
}

async function benchCashback(root) {
  const server = await serverModules(root);
  const { sql } = await import('kysely');
  const database = await freshDatabase(root);
  const db = server.createDb(database.url, 10);
  try {
    await server.migrateToLatest(db);
    await server.seedSettings(db);
    const settings = server.createSettingsService({ db, mailboxUrl: null, sportsbookPublicUrl: '' });
    const { bonuses } = await settings.readStored();
    const now = () => new Date();
    const period = server.lastEndedPeriod(now(), bonuses.cashbackPeriodDays);

    const seedStarted = performance.now();
    await seedWeek(database.url, { count: PLAYERS, start: period.start });
    const seedSeconds = (performance.now() - seedStarted) / 1000;
    const wallet = server.createWalletService({ db, settings, now });
    const losers = (await wallet.lossesOver(period.start, period.end)).length;
    // Each batch of grants opens their wagering requirements when the operator gave Cashback
    // terms (by default it has none).
    const wagering = server.createWageringService({ db, now, settings, wallet, sportsProvider: 'sportsbook' });
    const cashback = server.createCashbackService({ db, wallet, settings, wagering, now });
    const loadBefore = os.loadavg()[0];
    const started = performance.now();
    const paid = await cashback.payLastPeriod();
    const cashbackSeconds = Math.round((performance.now() - started) / 10) / 100;
    const loadAverage1m = os.loadavg()[0];

    const again = await cashback.payLastPeriod();
    const check = await paidCheck(db, sql, period.start);
    const report = await server.reconcile(db);
    return {
      database: database.where,
      players: PLAYERS,
      losers,
      paid,
      cashbackPercent: bonuses.cashbackPercent,
      period,
      cashbackSeconds,
      playersPerSecond: Math.round(paid / cashbackSeconds),
      targetSeconds: TARGET_SECONDS,
      withinTarget: cashbackSeconds <= TARGET_SECONDS,
      checks: {
        cashbackTransfers: check.transfers,
        playersPaid: check.players,
        totalPaidMinor: Number(check.total),
        onceEach: check.transfers === paid && check.players === paid,
        secondRunPaid: again,
        reconcileOk: report.ok,
      },
      seedSeconds: Math.round(seedSeconds * 10) / 10,
      loadAverage1m: { before: loadBefore, after: loadAverage1m },
      machine: { cpus: os.cpus().length, model: os.cpus()[0]?.model, node: process.version },
    };
  } finally {
    await db.destroy();
    await database.drop();
  }
}

export async function benchBonuses(root) {
  const cashback = await benchCashback(root);
  return { ...cashback, wagering: await benchWagering(root) };
}
