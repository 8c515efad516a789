// The reference of bench/wallet: PostgreSQL's own pgbench running the plain two-statement
// money transaction (conditional debit + ledger insert) on the same database server.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { percentile } from './wallet.load.mjs';

const PGBENCH = '/usr/bin/pgbench';

/** Installs Debian's postgresql-client when pgbench is missing (as scripts/ensure-chromium.sh does). */
export function ensurePgbench() {
  if (existsSync(PGBENCH)) return;
  const sudo = process.getuid?.() === 0 ? [] : ['sudo'];
  const run = (args) => {
    const result = spawnSync(sudo[0] ?? args[0], sudo.length ? args : args.slice(1), {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    if (result.status !== 0) throw new Error(`${args.join(' ')} failed`);
  };
  run(['apt-get', 'update', '-qq']);
  run(['apt-get', 'install', '-y', '-qq', '--no-install-recommends', 'postgresql-client']);
}

/** Tables of its own for pgbench, in the bench database: accounts with a non-negative balance and a ledger. */
export async function createPgbenchTables(url, accounts) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(`
      CREATE TABLE pgbench_wallet_accounts (id int PRIMARY KEY, balance bigint NOT NULL CHECK (balance >= 0));
      CREATE TABLE pgbench_wallet_ledger (
        id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        account_id int NOT NULL,
        amount bigint NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      );`);
    await client.query(
      `INSERT INTO pgbench_wallet_accounts SELECT n, 1000000000000 FROM generate_series(1, $1::int) n`,
      [accounts],
    );
    await client.query('ANALYZE pgbench_wallet_accounts');
  } finally {
    await client.end();
  }
}

/** Percentiles of pgbench's per-transaction log: each line's third field is the transaction's latency in µs. */
function latencyPercentilesMs(dir) {
  const sorted = readdirSync(dir)
    .filter((name) => name.startsWith('pgbench_log'))
    .flatMap((name) => readFileSync(path.join(dir, name), 'utf8').trim().split('\n'))
    .map((line) => Number(line.split(' ')[2]))
    .filter(Number.isFinite)
    .sort((a, b) => a - b);
  const ms = (p) => Math.round(percentile(sorted, p) / 10) / 100;
  return { p50Ms: ms(0.5), p99Ms: ms(0.99) };
}

/**
 * Runs pgbench for `seconds` with `clients` clients on 2 threads; ids random among `accounts`,
 * or always 1. One transaction in ten is logged, for the latency percentiles: the plain SQL
 * transaction's own p50 and p99 at the same concurrency, the machine's reference for the calls'.
 */
export async function runPgbench(url, { accounts, clients, seconds }) {
  const dir = mkdtempSync(path.join(tmpdir(), 'casino-pgbench-'));
  const script = path.join(dir, 'wallet.sql');
  writeFileSync(
    script,
    [
      accounts > 1 ? `\\set id random(1, ${accounts})` : '\\set id 1',
      '\\set amt 1',
      'BEGIN;',
      'UPDATE pgbench_wallet_accounts SET balance = balance - :amt WHERE id = :id AND balance >= :amt;',
      'INSERT INTO pgbench_wallet_ledger (account_id, amount) VALUES (:id, :amt);',
      'COMMIT;',
      '',
    ].join('\n'),
  );
  const target = new URL(url);
  const env = {
    ...process.env,
    PGHOST: target.hostname,
    PGPORT: target.port || '5432',
    PGUSER: decodeURIComponent(target.username),
    PGPASSWORD: decodeURIComponent(target.password),
    PGDATABASE: target.pathname.slice(1),
  };
  const log = path.join(dir, 'pgbench_log');
  const args = ['-n', '-c', String(clients), '-j', '2', '-T', String(seconds), '-f', script];
  args.push('-l', '--sampling-rate=0.1', `--log-prefix=${log}`);
  try {
    const output = await new Promise((resolve, reject) => {
      const child = spawn(PGBENCH, args, { env });
      let text = '';
      child.stdout.on('data', (chunk) => (text += chunk));
      child.stderr.on('data', (chunk) => (text += chunk));
      child.on('error', reject);
      child.on('exit', (code) => (code === 0 ? resolve(text) : reject(new Error(`pgbench exited ${code}: ${text}`))));
    });
    const tps = Number(/tps = ([\d.]+)/.exec(output)?.[1]);
    const latency = Number(/latency average = ([\d.]+) ms/.exec(output)?.[1]);
    const transactions = Number(/actually processed: (\d+)/.exec(output)?.[1]);
    if (!Number.isFinite(tps)) throw new Error(`no tps in pgbench output: ${output}`);
    return { tps: Math.round(tps), latencyAvgMs: latency, ...latencyPercentilesMs(dir), transactions };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
