// Starts the real platform for the browser journeys on a database of its own: the
// embedded PostgreSQL in a temporary data directory, as `npm start` runs it (the server
// tests cover TEST_DATABASE_URL, so every CI run exercises both), or a fresh database in
// E2E_DATABASE_URL's server when that is set. Stops it (and the database) on SIGTERM/SIGINT.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const port = process.env.E2E_PORT ?? '8181';
const env = {
  ...process.env,
  PORT: port,
  PUBLIC_URL: `http://localhost:${port}`,
  SEED_DEMO_PLAYER: 'false',
  // Every journey signs up from 127.0.0.1.
  REGISTRATIONS_PER_HOUR: '100',
  LOG_LEVEL: 'warn',
};
let cleanup = async () => {};

// The platform starts the real game studio beside it, as `npm start` does, on a port of this run's own.
const studioPort = process.env.E2E_STUDIO_PORT ?? String(Number(port) + 1);
env.STUDIO_URL = `http://127.0.0.1:${studioPort}`;
env.STUDIO_PUBLIC_URL = `http://localhost:${studioPort}`;
// The sportsbook's pages are not in the site yet (issue #20): its journeys will start it.
env.START_SPORTSBOOK = 'false';

if (process.env.E2E_DATABASE_URL) {
  const name = `casino_e2e_${Date.now().toString(36)}`;
  const admin = async (sql) => {
    const client = new pg.Client({ connectionString: process.env.E2E_DATABASE_URL });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(process.env.E2E_DATABASE_URL);
  url.pathname = `/${name}`;
  env.DATABASE_URL = url.toString();
  // The platform's studio keeps its rounds in a database of its own beside it (local-studio.ts).
  cleanup = async () => {
    for (const database of [name, `${name}_studio`]) await admin(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
  };
} else {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'casino-e2e-'));
  env.DATA_DIR = dataDir;
  env.EMBEDDED_PG_PORT = process.env.E2E_PG_PORT ?? '54391';
  cleanup = async () => rmSync(dataDir, { recursive: true, force: true });
}

// Journeys that act as the operator or the outside world (a confirmed bank transfer, a
// crypto chain) reach this run's database through this file (e2e/database.ts).
const stateFile = path.join(tmpdir(), `casino-e2e-${port}.json`);
writeFileSync(
  stateFile,
  JSON.stringify(
    env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL } : { dataDir: env.DATA_DIR, pgPort: env.EMBEDDED_PG_PORT },
  ),
);
const removeState = () => rmSync(stateFile, { force: true });

const server = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'apps/server/src/main.ts')], {
  cwd: root,
  env,
  stdio: 'inherit',
});
let stopping = false;
const stop = () => {
  if (stopping) return;
  stopping = true;
  server.kill('SIGTERM');
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
server.on('exit', async (code) => {
  removeState();
  await cleanup().catch(() => {});
  process.exit(stopping ? 0 : (code ?? 1));
});
