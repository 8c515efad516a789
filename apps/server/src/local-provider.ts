import { type ChildProcess, spawn } from 'node:child_process';
import { connect } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createInterface } from 'node:readline';
import pg from 'pg';
import type { Config } from './config.js';
import { readableLogLine } from './lib/readable-log.js';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

export interface LocalProvider {
  stop(): Promise<void>;
}

/** A provider the platform runs beside itself in local mode: the game studio, the sportsbook. */
export interface LocalProviderSpec {
  /** Its name in messages ("game studio") and its log prefix and database suffix ("studio"). */
  title: string;
  name: string;
  /** Its entry file, from the repository's root. */
  entry: string;
  /** Its provider code on the seamless wallet. */
  code: string;
  url: string;
  publicUrl: string;
  walletSecret: string;
  /** Its own settings beside the common ones. */
  env?: Record<string, string>;
}

/**
 * The provider's own database on the platform's PostgreSQL server, named after the
 * platform's (`casino` → `casino_studio`), created on first use.
 */
async function providerDatabaseUrl(platformUrl: string, suffix: string): Promise<string> {
  const url = new URL(platformUrl);
  const name = `${decodeURIComponent(url.pathname.slice(1)) || 'casino'}_${suffix}`;
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

// How long a provider left by a platform that died may take to close before this one starts.
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
 * A provider started by a platform that died (SIGKILL, out of memory) closes by itself when
 * it loses its platform (apps/studio/src/main.ts); wait for its port instead of failing on it.
 */
async function waitForPortToClose(url: URL, title: string, log: (line: string) => void): Promise<void> {
  const port = Number(url.port || 80);
  const deadline = Date.now() + LEFTOVER_CLOSE_MS;
  while (await isListening(url.hostname, port)) {
    if (Date.now() > deadline) {
      log(`Port ${port} is still in use by another process: the ${title} cannot start there.`);
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * Starts a provider (apps/studio, apps/sportsbook) beside the platform, as `npm start`
 * promises (DESIGN.md §1): on its URL's port, with its own database on the same PostgreSQL
 * server, calling this platform's seamless-wallet API with the shared secret. It is a
 * separate process, as a third-party provider would be; if it stops, the platform keeps
 * running without it. It is tied to this process by an IPC channel, so that it stops when
 * the platform dies.
 */
export async function startLocalProvider(
  config: Config,
  spec: LocalProviderSpec,
  platformDatabaseUrl: string,
  log: (line: string) => void,
): Promise<LocalProvider> {
  const providerUrl = new URL(spec.url);
  const env = {
    ...process.env,
    PORT: providerUrl.port || '80',
    HOST: providerUrl.hostname,
    PUBLIC_URL: spec.publicUrl,
    PLATFORM_URL: `http://127.0.0.1:${config.port}`,
    PLATFORM_PUBLIC_URL: config.publicUrl,
    PROVIDER_CODE: spec.code,
    WALLET_SECRET: spec.walletSecret,
    DATABASE_URL: await providerDatabaseUrl(platformDatabaseUrl, spec.name),
    LOG_LEVEL: config.logLevel,
    ...spec.env,
  };
  await waitForPortToClose(providerUrl, spec.title, log);
  let stopping = false;
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', spec.entry], {
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
      to.write(`${config.mode === 'local' ? readableLogLine(line, spec.name) : line}\n`),
    );
  }
  child.on('exit', (code, signal) => {
    if (!stopping) log(`The ${spec.title} stopped (${signal ?? `exit code ${code}`}); it is unavailable.`);
  });
  // The platform calls it right after this returns: give it time to listen.
  for (let i = 0; i < 300 && child.exitCode === null; i += 1) {
    const up = await fetch(`${spec.url}/api/health`).then(
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
