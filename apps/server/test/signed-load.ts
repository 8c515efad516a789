import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SEAMLESS } from '@casino/contracts';
import { expect } from 'vitest';
import type { Db } from '../src/db/database.js';
import type { Services } from '../src/services.js';
import { signedHeaders } from './seamless-headers.js';
import { insertPlayer } from './players.js';

/**
 * Crash tests' tools: the real server process (`src/main.ts`), a provider's load of signed
 * bets and wins against it, and the check that every answered call is in the ledger once.
 */
const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PROVIDER = 'crash-test';
const SECRET = 'kill-test-provider-secret-0123456789';
const STAKE = 100;
const WIN = 150;

export const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

export const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls until `check` holds, for at most `ms`. */
export async function eventually(check: () => boolean | Promise<boolean>, ms = 30_000): Promise<boolean> {
  for (const deadline = Date.now() + ms; Date.now() < deadline; await pause(100)) if (await check()) return true;
  return check();
}

export const answers = (url: string) =>
  fetch(url).then(
    (response) => response.ok,
    () => false,
  );

/** Runs `src/main.ts` as one process (no tsx wrapper, so SIGKILL really kills the server). */
export function spawnServer(env: Record<string, string>): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: { ...process.env, SEED_DEMO_PLAYER: 'false', LOG_LEVEL: 'silent', WEB_DIST: '/nonexistent', ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
}

/** Starts the server and waits until it answers on `port`. */
export async function startServer(port: number, env: Record<string, string>): Promise<ChildProcess> {
  const server = spawnServer({ PORT: String(port), ...env });
  let errors = '';
  server.stderr?.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  const up = await eventually(() => server.exitCode === null && answers(`http://127.0.0.1:${port}/api/health`), 60_000);
  if (!up) throw new Error(`the server did not start: ${errors}`);
  return server;
}

export async function killHard(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGKILL');
  await exited;
}

/** Eight funded players of the crash-test provider, each with a launch token. */
export async function preparePlayers(db: Db, services: Services): Promise<string[]> {
  await services.seamless.registerProvider({ code: PROVIDER, name: 'Crash test', secret: SECRET });
  const players: string[] = [];
  for (let i = 0; i < 8; i += 1) {
    const id = await insertPlayer({ db, services });
    await services.wallet.deposit({ key: `kill-fund-${id}`, userId: id, amount: 500_000, paymentRef: 'kill' });
    await services.seamless.issueLaunchToken(id, PROVIDER, 'g');
    players.push(String(id));
  }
  return players;
}

type Call = { route: 'bet' | 'win'; body: Record<string, unknown>; status: number | null };

async function send(port: number, route: 'bet' | 'win', body: Record<string, unknown>): Promise<number | null> {
  const raw = JSON.stringify(body);
  try {
    const response = await fetch(`http://127.0.0.1:${port}${SEAMLESS.prefix}/${route}`, {
      method: 'POST',
      body: raw,
      headers: signedHeaders(PROVIDER, SECRET, raw),
    });
    await response.arrayBuffer();
    return response.status;
  } catch {
    return null; // no answer: the outcome is unknown to the provider
  }
}

/**
 * Sixteen workers that each bet and win in a loop, as a provider would, until stopped.
 * Every call is remembered with its answer (null: none came).
 */
export function startBetLoad(port: number, players: string[], tag: string) {
  const calls: Call[] = [];
  let stopped = false;
  const worker = async (w: number) => {
    for (let n = 0; !stopped; n += 1) {
      const player = players[w % players.length];
      const bet = { transaction_id: `${tag}-${w}-${n}`, round_id: `${tag}-r-${w}-${n}`, player_id: player };
      const betCall: Call = { route: 'bet', body: { ...bet, game_id: 'g', amount: STAKE / 100 }, status: null };
      calls.push(betCall);
      betCall.status = await send(port, 'bet', betCall.body);
      if (betCall.status !== 200) continue;
      const win: Call = {
        route: 'win',
        body: {
          transaction_id: `${tag}-w-${w}-${n}`,
          round_id: bet.round_id,
          player_id: player,
          bet_transaction_id: bet.transaction_id,
          amount: WIN / 100,
          round_closed: true,
        },
        status: null,
      };
      calls.push(win);
      win.status = await send(port, 'win', win.body);
    }
  };
  const running = Promise.all(Array.from({ length: 16 }, (_, w) => worker(w)));
  return {
    calls,
    answered: () => calls.filter((call) => call.status === 200).length,
    async stop() {
      stopped = true;
      await running;
    },
    /**
     * The provider retries whatever got no answer or a 5xx (unknown, docs/seamless-wallet.md);
     * a retry must never move money twice.
     */
    async retryUnanswered(onPort = port) {
      for (const call of calls.filter((c) => c.status === null || c.status >= 500))
        call.status = await send(onPort, call.route, call.body);
    },
  };
}

/** Every call answered 200 moved its amount exactly once. */
export async function expectEachAnsweredOnce(db: Db, calls: readonly Call[]): Promise<void> {
  for (const call of calls.filter((c) => c.status === 200)) {
    const kind = call.route;
    const betRef = String(kind === 'bet' ? call.body.transaction_id : call.body.bet_transaction_id);
    const rows = await db
      .selectFrom('wallet_transfers')
      .select((eb) => eb.fn.sum<string>('amount').as('total'))
      .where('bet_ref', '=', betRef)
      .where('kind', '=', kind)
      .executeTakeFirstOrThrow();
    expect({ ref: betRef, kind, total: Number(rows.total) }).toEqual({
      ref: betRef,
      kind,
      total: kind === 'bet' ? STAKE : WIN,
    });
  }
}
