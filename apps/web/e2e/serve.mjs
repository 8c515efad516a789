// Starts the real platform for the browser journeys on a database of its own: the
// embedded PostgreSQL in a temporary data directory, as `npm start` runs it (the server
// tests cover TEST_DATABASE_URL, so every CI run exercises both), or a fresh database in
// E2E_DATABASE_URL's server when that is set. Stops it (and the database) on SIGTERM/SIGINT.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
// The compiled platform, as `npm start` runs it (`npm run test:e2e` builds it first): it starts
// the compiled studio and sportsbook, so the journeys prove the bundles too.
const entry = path.join(root, 'apps/server/build/main.js');
if (!existsSync(entry)) {
  process.stderr.write(`${entry} is missing: run \`npm run build\` first.\n`);
  process.exit(1);
}
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
// And the real sportsbook, whose feed the site's sportsbook pages read and whose tickets
// they place through the platform.
const sportsbookPort = process.env.E2E_SPORTSBOOK_PORT ?? String(Number(port) + 2);
env.SPORTSBOOK_URL = `http://127.0.0.1:${sportsbookPort}`;
env.SPORTSBOOK_PUBLIC_URL = `http://localhost:${sportsbookPort}`;
// Journeys settle events as the sportsbook's operator would (e2e/sportsbook-support.ts).
env.SPORTSBOOK_OPERATOR_KEY = randomBytes(18).toString('hex');

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
  // The platform's studio and sportsbook keep their state in databases of their own beside
  // it, named after it (local-provider.ts).
  cleanup = async () => {
    for (const database of [name, `${name}_studio`, `${name}_sportsbook`])
      await admin(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
  };
} else {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'casino-e2e-'));
  env.DATA_DIR = dataDir;
  env.EMBEDDED_PG_PORT = process.env.E2E_PG_PORT ?? '54391';
  cleanup = async () => rmSync(dataDir, { recursive: true, force: true });
}

// Journeys that act as the operator or the outside world (a confirmed bank transfer, a
// crypto chain, a sportsbook result) reach this run's database and sportsbook through this file.
const stateFile = path.join(tmpdir(), `casino-e2e-${port}.json`);
writeFileSync(
  stateFile,
  JSON.stringify({
    ...(env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL } : { dataDir: env.DATA_DIR, pgPort: env.EMBEDDED_PG_PORT }),
    sportsbookUrl: env.SPORTSBOOK_URL,
    sportsbookOperatorKey: env.SPORTSBOOK_OPERATOR_KEY,
  }),
);
const removeState = () => rmSync(stateFile, { force: true });

const server = spawn(process.execPath, ['--max-semi-space-size=64', entry], {
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
