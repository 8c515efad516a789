import { type ChildProcess, spawn } from 'node:child_process';
import { connect } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createInterface } from 'node:readline';
import pg from 'pg';
import type { Config } from './config.js';
import { readableLogLine } from './lib/readable-log.js';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

export interface LocalStudio {
  stop(): Promise<void>;
}

/**
 * The studio's own database on the platform's PostgreSQL server, named after the
 * platform's (`casino` → `casino_studio`), created on first use.
 */
async function studioDatabaseUrl(platformUrl: string): Promise<string> {
  const url = new URL(platformUrl);
  const name = `${decodeURIComponent(url.pathname.slice(1)) || 'casino'}_studio`;
  const client = new pg.Client({ connectionString: platformUrl });
  await client.connect();
  try {
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (!rowCount) await client.query(`CREATE DATABASE ${client.escapeIdentifier(name)}`);
  } finally {
    await client.end();
  }
  url.pathname = `/${encodeURIComponent(name)}`;
  return url.toString();
}

// How long a studio left by a platform that died may take to close before this one starts.
const LEFTOVER_CLOSE_MS = 15_000;

const isListening = (host: string, port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect({ host, port }, () => {
      socket.destroy();
      resolve(true);
    });
    socket.on('error', () => resolve(false));
  });

/**
 * A studio started by a platform that died (SIGKILL, out of memory) closes by itself when
 * it loses its platform (apps/studio/src/main.ts); wait for its port instead of failing on it.
 */
async function waitForPortToClose(url: URL, log: (line: string) => void): Promise<void> {
  const port = Number(url.port || 80);
  const deadline = Date.now() + LEFTOVER_CLOSE_MS;
  while (await isListening(url.hostname, port)) {
    if (Date.now() > deadline) {
      log(`Port ${port} is still in use by another process: the game studio cannot start there (set STUDIO_URL).`);
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * Starts apps/studio beside the platform, as `npm start` promises (DESIGN.md §1): on
 * STUDIO_URL's port, with its own database on the same PostgreSQL server, calling this
 * platform's seamless-wallet API with the shared secret. It is a separate process, as a
 * third-party provider would be; if it stops, the platform keeps running without games.
 * It is tied to this process by an IPC channel, so that it stops when the platform dies.
 */
export async function startLocalStudio(
  config: Config,
  platformDatabaseUrl: string,
  log: (line: string) => void,
): Promise<LocalStudio> {
  const studioUrl = new URL(config.studio.url);
  const env = {
    ...process.env,
    PORT: studioUrl.port || '80',
    HOST: studioUrl.hostname,
    PUBLIC_URL: config.studio.publicUrl,
    PLATFORM_URL: `http://127.0.0.1:${config.port}`,
    PLATFORM_PUBLIC_URL: config.publicUrl,
    PROVIDER_CODE: 'studio',
    WALLET_SECRET: config.studio.walletSecret,
    DATABASE_URL: await studioDatabaseUrl(platformDatabaseUrl),
    LOG_LEVEL: config.logLevel,
  };
  await waitForPortToClose(studioUrl, log);
  let stopping = false;
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'apps/studio/src/main.ts'], {
    cwd: repoRoot,
    env,
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });
  // In local mode its log reads like the platform's; elsewhere its JSON goes through as it is.
  for (const [from, to] of [
    [child.stdout, process.stdout],
    [child.stderr, process.stderr],
  ] as const) {
    createInterface({ input: from! }).on('line', (line) =>
      to.write(`${config.mode === 'local' ? readableLogLine(line, 'studio') : line}\n`),
    );
  }
  child.on('exit', (code, signal) => {
    if (!stopping) log(`The game studio stopped (${signal ?? `exit code ${code}`}); games are unavailable.`);
  });
  // The catalogue is synced right after this returns: give the studio time to listen.
  for (let i = 0; i < 300 && child.exitCode === null; i += 1) {
    const up = await fetch(`${config.studio.url}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (up) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    stop: () =>
      new Promise<void>((resolve) => {
        stopping = true;
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
        child.once('exit', () => {
          clearTimeout(timer);
          resolve();
        });
        child.kill('SIGTERM');
      }),
  };
}
