import type { ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';
import { createDb, type Db } from '../src/db/database.js';
import { embeddedDatabaseUrl } from '../src/db/embedded.js';
import { WATCHDOG_NAME } from '../src/db/embedded-watchdog.js';
import { commandLineOf, isAlive } from '../src/lib/processes.js';
import { reconcile } from '../src/modules/wallet/index.js';
import { createServices } from '../src/services.js';
import {
  answers,
  eventually,
  expectEachAnsweredOnce,
  freePort,
  killHard,
  preparePlayers,
  spawnServer,
  startBetLoad,
  startServer,
} from './signed-load.js';

/**
 * `npm start` on the embedded database, as an operator runs it: after the platform is
 * killed with SIGKILL under a load of signed bets, the next start needs no manual step,
 * loses nothing, and brings the studio back; a second start on a data directory that a
 * live platform holds is still refused.
 */
let dataDir: string;
let env: Record<string, string>;
let port: number;
let studioUrl: string;
let sportsbookUrl: string;
let server: ChildProcess | undefined;
let db: Db | undefined;

const platformUp = () => answers(`http://127.0.0.1:${port}/api/health`);
const studioUp = () => answers(`${studioUrl}/api/health`);
const sportsbookUp = () => answers(`${sportsbookUrl}/api/health`);
const postmasterPid = () => Number(readFileSync(path.join(dataDir, 'pg', 'postmaster.pid'), 'utf8').split('\n')[0]);

/** The processes a process started (Linux lists them per thread). */
function childrenOf(pid: number): number[] {
  return readdirSync(`/proc/${pid}/task`).flatMap((task) =>
    readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8').split(' ').filter(Boolean).map(Number),
  );
}
const childRunning = (pid: number, argument: string) =>
  childrenOf(pid).find((child) => commandLineOf(child).some((arg) => arg.includes(argument)));

async function startSite(): Promise<ChildProcess> {
  const started = await startServer(port, env);
  expect(await eventually(studioUp, 60_000), 'the studio starts with the platform').toBe(true);
  expect(await eventually(sportsbookUp, 60_000), 'the sportsbook starts with the platform').toBe(true);
  return started;
}

async function openDatabase(): Promise<Db> {
  await db?.destroy();
  db = createDb(await embeddedDatabaseUrl(dataDir, Number(env.EMBEDDED_PG_PORT)));
  return db;
}

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'casino-restart-'));
  port = await freePort();
  const studioPort = await freePort();
  studioUrl = `http://127.0.0.1:${studioPort}`;
  sportsbookUrl = `http://127.0.0.1:${await freePort()}`;
  env = {
    DATABASE_URL: '',
    DATA_DIR: dataDir,
    EMBEDDED_PG_PORT: String(await freePort()),
    START_STUDIO: 'true',
    STUDIO_URL: studioUrl,
    STUDIO_PUBLIC_URL: studioUrl,
    START_SPORTSBOOK: 'true',
    SPORTSBOOK_URL: sportsbookUrl,
    SPORTSBOOK_PUBLIC_URL: sportsbookUrl,
    CLIENT_DIST: '/nonexistent',
  };
});
afterAll(async () => {
  await db?.destroy();
  if (server) await killHard(server);
  // The watchdog stops the database of a killed server; wait for it before removing its files.
  await eventually(() => {
    try {
      return !isAlive(postmasterPid());
    } catch {
      return true;
    }
  });
  await rm(dataDir, { recursive: true, force: true });
});

it('starts again after a SIGKILL with no manual step, and refuses a data directory in use', async () => {
  server = await startSite();
  const config = loadConfig({ DATABASE_URL: 'postgres://unused@127.0.0.1/unused' });
  const players = await preparePlayers(
    await openDatabase(),
    createServices({ config, db: db!, jwtSecret: 'x'.repeat(40) }),
  );

  // A second platform on the same data directory is refused, and the first runs on.
  const second = spawnServer({ ...env, PORT: String(await freePort()) });
  let said = '';
  second.stderr?.on('data', (chunk: Buffer) => (said += chunk.toString()));
  const code = await new Promise((resolve) => second.once('exit', resolve));
  expect(code).toBe(1);
  expect(said).toContain('is in use by another running instance');
  expect(await platformUp()).toBe(true);

  // The platform dies with its watchdog (the worst case): its database is left running.
  const load = startBetLoad(port, players, 'e');
  expect(await eventually(() => load.answered() >= 200, 60_000)).toBe(true);
  const orphan = postmasterPid();
  process.kill(childRunning(server.pid!, WATCHDOG_NAME)!, 'SIGKILL');
  await killHard(server);
  await load.stop();
  expect(isAlive(orphan), 'the database is left running without its platform').toBe(true);

  // The next start stops it cleanly and starts again, with every answered call kept once.
  server = await startSite();
  expect(isAlive(orphan)).toBe(false);
  await load.retryUnanswered();
  await expectEachAnsweredOnce(await openDatabase(), load.calls);
  expect((await reconcile(db!)).ok).toBe(true);
  await db!.destroy();
  db = undefined;

  // Killed alone, the platform takes its database, its studio and its sportsbook with it.
  const postmaster = postmasterPid();
  const studio = childRunning(server.pid!, 'apps/studio/src/main.ts')!;
  const sportsbook = childRunning(server.pid!, 'apps/sportsbook/src/main.ts')!;
  await killHard(server);
  expect(await eventually(() => !isAlive(postmaster) && !isAlive(studio) && !isAlive(sportsbook))).toBe(true);
  expect(await studioUp()).toBe(false);
  expect(await sportsbookUp()).toBe(false);

  server = await startSite();
  // A clean stop ends everything it started.
  const last = postmasterPid();
  const exited = new Promise((resolve) => server!.once('exit', resolve));
  server.kill('SIGTERM');
  expect(await exited).toBe(0);
  expect(isAlive(last)).toBe(false);
  server = undefined;
}, 240_000);
