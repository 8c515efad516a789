import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer as createHttpServer } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, expect } from 'vitest';
import { loadConfig } from '../src/config.js';
import { createServices } from '../src/services.js';
import { createTestDatabase } from './database.js';
import { insertPlayer } from './players.js';
import { freePort } from './signed-load.js';

/**
 * The platform and the real studio as two processes on real PostgreSQL, each with its
 * own database, talking only through the seamless-wallet API: what the studio's rounds
 * say is what the platform's ledger holds, also when the platform dies mid-round.
 */
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const SECRET = 'integration-studio-secret-0123456789abcdef';

async function waitUntilUp(url: string, child: ChildProcess) {
  for (let i = 0; i < 300; i += 1) {
    if (child.exitCode !== null) throw new Error(`${url}: the process exited with ${child.exitCode}`);
    if (
      await fetch(`${url}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} did not start`);
}

const stop = (child: ChildProcess | null, signal: NodeJS.Signals = 'SIGTERM') =>
  new Promise<void>((resolve) => {
    if (!child || child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill(signal);
  });

/** A studio round as the studio's client API answers it. */
export type StudioRound = { id: string; state: string; stake: number; credited: number | null };

/**
 * Starts both (before the file's tests) and stops them after; the answer drives them: players,
 * launches, the ledger of a round, each process stopped and started again, a wallet proxy.
 */
export function useStudioAndPlatform() {
  let platformDb: Awaited<ReturnType<typeof createTestDatabase>>;
  let studioDbUrl: string;
  let platformPort: number;
  let studioPort: number;
  let platform: ChildProcess | null = null;
  let studio: ChildProcess | null = null;
  let services: ReturnType<typeof createServices>;

  const platformUrl = () => `http://127.0.0.1:${platformPort}`;
  const studioUrl = () => `http://127.0.0.1:${studioPort}`;

  async function startPlatform() {
    platform = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
      cwd: repoRoot,
      env: {
        ...process.env,
        DATABASE_URL: platformDb.url,
        PORT: String(platformPort),
        STUDIO_URL: studioUrl(),
        STUDIO_PUBLIC_URL: studioUrl(),
        STUDIO_WALLET_SECRET: SECRET,
        START_STUDIO: 'false',
        START_SPORTSBOOK: 'false',
        SEED_DEMO_PLAYER: 'false',
        LOG_LEVEL: 'silent',
        WEB_DIST: '/nonexistent',
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    await waitUntilUp(platformUrl(), platform);
  }

  /** Starts the studio, talking to the platform directly or through `walletUrl` (a proxy). */
  async function startStudio(walletUrl = platformUrl()) {
    studio = spawn(process.execPath, ['--import', 'tsx', 'apps/studio/src/main.ts'], {
      cwd: repoRoot,
      env: {
        ...process.env,
        DATABASE_URL: studioDbUrl,
        PORT: String(studioPort),
        PUBLIC_URL: studioUrl(),
        PLATFORM_URL: walletUrl,
        WALLET_SECRET: SECRET,
        LOG_LEVEL: 'silent',
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    await waitUntilUp(studioUrl(), studio);
  }

  async function admin(statement: string) {
    const client = new pg.Client({ connectionString: platformDb.url });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  }

  beforeAll(async () => {
    platformDb = await createTestDatabase();
    const studioDb = `casino_studio_${randomBytes(5).toString('hex')}`;
    await admin(`CREATE DATABASE ${studioDb}`);
    const url = new URL(platformDb.url);
    url.pathname = `/${studioDb}`;
    studioDbUrl = url.toString();
    [platformPort, studioPort] = [await freePort(), await freePort()];
    const config = loadConfig({ DATABASE_URL: platformDb.url, STUDIO_URL: studioUrl(), STUDIO_WALLET_SECRET: SECRET });
    services = createServices({ config, db: platformDb.db, jwtSecret: 'x'.repeat(40) });
    await startPlatform();
    await startStudio();
    await services.games.catalogue.syncProvider('studio');
  }, 120_000);

  afterAll(async () => {
    await stop(studio);
    await stop(platform);
    await admin(`DROP DATABASE IF EXISTS ${new URL(studioDbUrl).pathname.slice(1)} WITH (FORCE)`);
    await platformDb.drop();
  });

  async function newPlayer(cashMinor: number) {
    const id = await insertPlayer({ db: platformDb.db, services });
    if (cashMinor)
      await services.wallet.deposit({ key: `integration-${id}`, userId: id, amount: cashMinor, paymentRef: 'it' });
    return id;
  }

  /** Opens a game at the studio as the game frame would, and returns the studio session's client. */
  async function launch(gameId: string, launchUrl: string) {
    const response = await fetch(launchUrl, { redirect: 'manual' });
    const location = response.headers.get('location') ?? '';
    const session = new URLSearchParams(location.split('#')[1]).get('session');
    expect(session, `${gameId}: ${location}`).toBeTruthy();
    const call = async (method: 'GET' | 'POST', url: string, body?: unknown) => {
      const answer = await fetch(`${studioUrl()}${url}`, {
        method,
        headers: { 'x-studio-session': session!, ...(body ? { 'content-type': 'application/json' } : {}) },
        body: body ? JSON.stringify(body) : undefined,
      });
      return { status: answer.status, body: (await answer.json()) as Record<string, unknown> };
    };
    return { spin: (bet: number) => call('POST', '/api/client/rounds', { input: { bet } }), call };
  }

  const realLaunch = async (userId: number, gameId: string, freeSpins: number | null = null) =>
    `${studioUrl()}/play/${gameId}?mode=real&lang=en&token=${await services.seamless.issueLaunchToken(userId, 'studio', gameId, freeSpins)}`;

  /** What the platform's ledger moved for one studio round, in minor units. */
  async function ledgerOf(roundId: string) {
    const rows = await platformDb.db
      .selectFrom('wallet_transfers')
      .select(['kind', (eb) => eb.fn.sum<string>('amount').as('total')])
      .where('round_ref', '=', roundId)
      .groupBy('kind')
      .execute();
    const of = (kind: string) => Number(rows.find((row) => row.kind === kind)?.total ?? 0);
    return { bet: of('bet'), win: of('win'), rollback: of('rollback') };
  }

  /**
   * The studio's way to the platform's wallet, passing every call through unchanged, except
   * that it can kill the studio (SIGKILL) once the platform has answered a chosen call and
   * before the studio reads the answer: a crash between the wallet's answer and the round's write.
   */
  async function startWalletProxy() {
    let killAfter: ((call: string, body: Record<string, unknown>) => boolean) | null = null;
    const server = createHttpServer((request, response) => {
      void (async () => {
        let raw = '';
        for await (const chunk of request) raw += chunk;
        const headers: Record<string, string> = {};
        for (const name of ['content-type', 'x-provider-id', 'x-timestamp', 'x-signature'])
          if (typeof request.headers[name] === 'string') headers[name] = request.headers[name];
        const answer = await fetch(`${platformUrl()}${request.url}`, { method: 'POST', headers, body: raw });
        const text = await answer.text();
        const call = (request.url ?? '').split('/').pop()!;
        if (killAfter?.(call, JSON.parse(raw) as Record<string, unknown>)) {
          killAfter = null;
          await stop(studio, 'SIGKILL');
          request.socket.destroy();
          return;
        }
        response.writeHead(answer.status, { 'content-type': 'application/json' });
        response.end(text);
      })().catch(() => request.socket.destroy());
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as { port: number };
    return {
      url: `http://127.0.0.1:${port}`,
      killStudioAfter(match: (call: string, body: Record<string, unknown>) => boolean) {
        killAfter = match;
      },
      close: () => new Promise<void>((resolve) => server.close(() => resolve())),
    };
  }

  return {
    get db() {
      return platformDb.db;
    },
    get services() {
      return services;
    },
    studioUrl,
    startPlatform,
    startStudio,
    stopPlatform: (signal?: NodeJS.Signals) => stop(platform, signal),
    stopStudio: (signal?: NodeJS.Signals) => stop(studio, signal),
    newPlayer,
    launch,
    realLaunch,
    ledgerOf,
    startWalletProxy,
  };
}
