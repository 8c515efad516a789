import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { connect } from 'node:net';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { packageRootOf } from '@casino/service-kit';
import pg from 'pg';
import type { Config } from './config.js';
import { answersWhileRunning, terminate } from './lib/processes.js';
import { readableLogLine } from './lib/readable-log.js';

export const repoRoot = path.resolve(packageRootOf(import.meta.url), '../..');

/**
 * Whether this platform runs its bundle (`npm start`: build/main.js) rather than its
 * TypeScript sources through tsx (the tests, `npm run dev`): it starts its providers the same
 * way, so that a compiled platform never needs tsx and a test runs the sources it changed.
 */
const runsCompiled = !import.meta.url.endsWith('.ts');

/**
 * Node's arguments that run the app of `folder` (apps/studio, from the repository's root):
 * its bundle or, through tsx, its sources; by default as this platform runs.
 */
export const nodeArgsOf = (folder: string, compiled = runsCompiled) =>
  compiled ? [path.join(folder, 'build/main.js')] : ['--import', 'tsx', path.join(folder, 'src/main.ts')];

export interface LocalProvider {
  stop(): Promise<void>;
}

/** A provider the platform runs beside itself in local mode: the game studio, the sportsbook. */
export interface LocalProviderSpec {
  /** Its name in messages ("game studio") and its log prefix and database suffix ("studio"). */
  title: string;
  name: string;
  /** Its folder, from the repository's root (apps/studio): it runs build/main.js or src/main.ts there. */
  folder: string;
  /** Its provider code on the seamless wallet. */
  code: string;
  url: string;
  publicUrl: string;
  walletSecret: string;
  /** Its own settings beside the common ones. */
  env?: Record<string, string>;
}

/** The URL of the provider's own database beside the platform's, named after it (`casino` → `casino_studio`). */
export function providerDatabaseUrlOf(platformUrl: string, suffix: string): string {
  const url = new URL(platformUrl);
  url.pathname = `/${encodeURIComponent(`${decodeURIComponent(url.pathname.slice(1)) || 'casino'}_${suffix}`)}`;
  return url.toString();
}

/**
 * The provider's own database on the platform's PostgreSQL server (providerDatabaseUrlOf),
 * created on first use.
 */
export async function providerDatabaseUrl(platformUrl: string, suffix: string): Promise<string> {
  const url = new URL(providerDatabaseUrlOf(platformUrl, suffix));
  const name = decodeURIComponent(url.pathname.slice(1));
  const client = new pg.Client({ connectionString: platformUrl });
  await client.connect();
  try {
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (!rowCount) await client.query(`CREATE DATABASE ${client.escapeIdentifier(name)}`);
  } finally {
    await client.end();
  }
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
    // The platform's metrics port is its own: a provider it starts would try to bind it too.
    METRICS_PORT: undefined,
    ...spec.env,
  };
  const entry = nodeArgsOf(spec.folder).at(-1)!;
  // A platform whose build was copied without its providers' (one app's image) says so.
  if (!existsSync(path.join(repoRoot, entry)))
    throw new Error(`The ${spec.title}'s ${entry} is missing: run \`npm run build\` first.`);
  await waitForPortToClose(providerUrl, spec.title, log);
  let stopping = false;
  const child: ChildProcess = spawn(process.execPath, nodeArgsOf(spec.folder), {
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
  await answersWhileRunning(child, `${spec.url}/api/health`, 30_000);
  return {
    async stop() {
      stopping = true;
      await terminate(child, 10_000);
    },
  };
}
