// Prepares a fresh database for bench/wallet: where it lives, and the bench's players,
// funded through ledger-shaped rows written in bulk (10,000 deposits through HTTP or one
// service call each would take longer than the bench itself).
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { tsImport } from 'tsx/esm/api';

export const freePort = () =>
  new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });

async function admin(url, statement) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * A new database on BENCH_DATABASE_URL's server, else TEST_DATABASE_URL's, else an
 * embedded PostgreSQL in a temporary directory. Returns its URL and how to remove it.
 */
export async function freshDatabase(root) {
  const server = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL;
  if (server) {
    const name = `casino_bench_${randomBytes(5).toString('hex')}`;
    await admin(server, `CREATE DATABASE ${name}`);
    const url = new URL(server);
    url.pathname = `/${name}`;
    return {
      url: url.toString(),
      where: `${url.host} (database ${name})`,
      drop: () => admin(server, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
    };
  }
  const dir = await mkdtemp(path.join(tmpdir(), 'casino-bench-pg-'));
  const { startEmbeddedPostgres } = await tsImport(path.join(root, 'apps/server/src/db/embedded.ts'), import.meta.url);
  const embedded = await startEmbeddedPostgres(dir, await freePort());
  return {
    url: embedded.url,
    where: `embedded PostgreSQL in ${dir}`,
    drop: async () => {
      await embedded.stop();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/**
 * Inside `client`'s open transaction: creates `count` users named `<username><n>`, each with
 * cash/bonus/held accounts and one deposit of `fundMinor` (an operation keyed `<fundKey><id>`
 * and its transfer from payment clearing, so reconcile holds). Returns the users' ids.
 */
export async function insertFundedUsers(client, { count, fundMinor, username, fundKey }) {
  const { rows: users } = await client.query(
    `INSERT INTO users (username, email, password_hash, currency, date_of_birth)
     SELECT $2::text || n, $2::text || n || '@example.com', 'x', 'EUR', '1990-01-01'
     FROM generate_series(1, $1::int) n RETURNING id`,
    [count, username],
  );
  const ids = users.map((row) => Number(row.id));
  await client.query(
    `INSERT INTO wallet_accounts (user_id, kind, currency, balance, tracks_balance)
     SELECT u, k, 'EUR', CASE WHEN k = 'cash' THEN $2::bigint ELSE 0 END, true
     FROM unnest($1::bigint[]) u, unnest(ARRAY['cash', 'bonus', 'held']) k`,
    [ids, fundMinor],
  );
  await client.query(
    `INSERT INTO wallet_accounts (kind, ref, currency, tracks_balance) VALUES ('payment_clearing', '', 'EUR', false)
     ON CONFLICT DO NOTHING`,
  );
  await client.query(
    `WITH ops AS (
       INSERT INTO wallet_operations (idempotency_key, fingerprint, kind, user_id, result)
       SELECT $3::text || u, 'bench', 'deposit', u, '{}' FROM unnest($1::bigint[]) u
       RETURNING id, user_id, idempotency_key)
     INSERT INTO wallet_transfers (operation_id, idempotency_key, from_account_id, to_account_id, amount, currency,
                                   kind, to_balance_after, payment_ref)
     SELECT ops.id, ops.idempotency_key || '#0',
            (SELECT id FROM wallet_accounts WHERE kind = 'payment_clearing' AND ref = '' AND currency = 'EUR'
               AND user_id IS NULL),
            cash.id, $2::bigint, 'EUR', 'deposit', $2::bigint, 'bench'
     FROM ops JOIN wallet_accounts cash ON cash.user_id = ops.user_id AND cash.kind = 'cash'`,
    [ids, fundMinor, fundKey],
  );
  return ids;
}

/**
 * Registers the provider and creates `count` players, each with cash/bonus/held accounts,
 * one deposit (an operation and its transfer from payment clearing, so reconcile holds)
 * and a launch token of the provider. Runs after the server has migrated the schema.
 */
export async function seedPlayers(url, { provider, secret, count, fundMinor }) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('BEGIN');
    await client.query(`INSERT INTO game_providers (code, name, secret) VALUES ($1, $1, $2)`, [provider, secret]);
    const ids = await insertFundedUsers(client, { count, fundMinor, username: 'bench_', fundKey: 'bench-fund-' });
    await client.query(
      `INSERT INTO game_launch_tokens (token_hash, user_id, provider, game_id, expires_at)
       SELECT md5('bench-launch-' || u), u, $2, 'bench-game', now() + interval '12 hours'
       FROM unnest($1::bigint[]) u`,
      [ids, provider],
    );
    await client.query('COMMIT');
    // Only the tables filled here: statistics taken of the still empty provider tables
    // would make the planner scan them sequentially until autovacuum analyses them again.
    await client.query('ANALYZE users, wallet_accounts, wallet_operations, wallet_transfers, game_launch_tokens');
    return ids;
  } finally {
    await client.end();
  }
}
