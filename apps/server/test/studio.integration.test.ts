import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer as createHttpServer } from 'node:http';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';
import { reconcile } from '../src/modules/wallet/index.js';
import { createServices } from '../src/services.js';
import { createTestDatabase } from './database.js';
import { insertPlayer } from './players.js';

/**
 * The platform and the real studio as two processes on real PostgreSQL, each with its
 * own database, talking only through the seamless-wallet API: what the studio's rounds
 * say is what the platform's ledger holds, also when the platform dies mid-round.
 */
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const SECRET = 'integration-studio-secret-0123456789abcdef';

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

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

type StudioRound = { id: string; state: string; stake: number; credited: number | null };

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

describe('the studio and the platform together', () => {
  it('real-money rounds move the ledger exactly as each round says', async () => {
    const player = await newPlayer(100_00);
    const game = await launch('lucky-clover', await realLaunch(player, 'lucky-clover'));
    const played: StudioRound[] = [];
    for (let i = 0; i < 15; i += 1) {
      const answer = await game.spin(100);
      expect(answer.status).toBe(200);
      played.push((answer.body.round ?? answer.body) as StudioRound);
    }
    let expected = 100_00;
    for (const round of played) {
      expect(round.state).toBe('settled');
      expect(await ledgerOf(round.id)).toEqual({ bet: round.stake, win: round.credited, rollback: 0 });
      expected += (round.credited ?? 0) - round.stake;
    }
    expect((await services.wallet.getPlayerBalances(player))?.cash).toBe(expected);
    expect((await reconcile(platformDb.db)).ok).toBe(true);
  });

  it('a blackjack hand takes its stake at the deal and is paid when it ends', async () => {
    const player = await newPlayer(50_00);
    const table = await launch('blackjack', await realLaunch(player, 'blackjack'));
    const dealt = await table.spin(200);
    expect(dealt.status, JSON.stringify(dealt.body)).toBe(200);
    let hand = (dealt.body.round ?? dealt.body) as StudioRound & {
      input: { actions: string[] };
      outcome: { phase: string };
    };
    // Stands (an offer at an ace up declined first): the bet is the round's one stake.
    while (hand.outcome.phase !== 'done') {
      const action = hand.outcome.phase === 'player' ? 'stand' : 'decline';
      const step = hand.input.actions.length;
      const stood = await table.call('POST', `/api/client/rounds/${hand.id}/act`, { action, step });
      expect(stood.status, JSON.stringify(stood.body)).toBe(200);
      hand = (stood.body.round ?? stood.body) as typeof hand;
    }
    expect(hand.state).toBe('settled');
    expect(await ledgerOf(hand.id)).toEqual({ bet: 200, win: hand.credited, rollback: 0 });
    expect((await services.wallet.getPlayerBalances(player))?.cash).toBe(50_00 - 200 + (hand.credited ?? 0));
  });

  it('demo rounds move no money on the platform', async () => {
    const game = await launch('neon-nights', `${studioUrl()}/play/neon-nights?mode=demo&currency=EUR&lang=en`);
    const before = await platformDb.db
      .selectFrom('wallet_transfers')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    for (let i = 0; i < 5; i += 1) expect((await game.spin(100)).status).toBe(200);
    const after = await platformDb.db
      .selectFrom('wallet_transfers')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    expect(after.n).toBe(before.n);
  });

  it('free spins move no stake, and their wins go to the bonus balance', async () => {
    const player = await newPlayer(10_00);
    const granted = await services.games.freeSpins.grant(
      { userId: player, provider: 'studio', gameId: 'pharaohs-fortune', count: 5, bet: 1, validHours: 1 },
      null,
    );
    const game = await launch('pharaohs-fortune', await realLaunch(player, 'pharaohs-fortune', Number(granted.id)));
    let won = 0;
    for (let i = 0; i < 5; i += 1) {
      const answer = await game.spin(100);
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      const round = (answer.body.round ?? answer.body) as StudioRound;
      expect(round.stake).toBe(0);
      won += round.credited ?? 0;
    }
    expect(await services.wallet.getPlayerBalances(player)).toMatchObject({ cash: 10_00, bonus: won });
    expect((await reconcile(platformDb.db)).ok).toBe(true);
  });

  it('the platform dies mid-round: every round ends settled or rolled back, and the ledger agrees', async () => {
    const player = await newPlayer(100_00);
    const game = await launch('viking-raid', await realLaunch(player, 'viking-raid'));
    const spins = Array.from({ length: 12 }, () => game.spin(100).catch(() => null));
    await new Promise((resolve) => setTimeout(resolve, 150));
    await stop(platform, 'SIGKILL');
    await Promise.all(spins);
    await startPlatform();
    // The studio's retry loop finishes what the crash left open.
    let rounds: StudioRound[] = [];
    await expect
      .poll(
        async () => {
          rounds = ((await game.call('GET', '/api/client/rounds')).body.rounds ?? []) as StudioRound[];
          return rounds.every((round) => round.state === 'settled' || round.state === 'rolled_back');
        },
        { timeout: 60_000, interval: 1_000 },
      )
      .toBe(true);
    let expected = 100_00;
    for (const round of rounds) {
      const moved = await ledgerOf(round.id);
      if (round.state === 'settled') {
        expect(moved).toEqual({ bet: round.stake, win: round.credited, rollback: 0 });
        expected += (round.credited ?? 0) - round.stake;
      } else {
        expect(moved.bet).toBe(moved.rollback); // nothing, or a stake given back
      }
    }
    expect((await services.wallet.getPlayerBalances(player))?.cash).toBe(expected);
    expect((await reconcile(platformDb.db)).ok).toBe(true);
  }, 120_000);

  it('the studio dies mid-split: the split stake is taken once, the hand resumes with all its hands, the ledger agrees', async () => {
    type Hand = StudioRound & {
      payout: number;
      input: { actions: string[] };
      outcome: { phase: string; hands: { cards: number[] }[] };
    };
    const BET = 200;
    const points = (card: number) => (card >> 2 === 12 ? 1 : card >> 2 >= 8 ? 10 : (card >> 2) + 2);
    const proxy = await startWalletProxy();
    await stop(studio);
    await startStudio(proxy.url);
    const player = await newPlayer(500_00);
    const open = async () => launch('blackjack', await realLaunch(player, 'blackjack'));
    const decide = async (table: Awaited<ReturnType<typeof open>>, hand: Hand, action: string) => {
      const answer = await table.call('POST', `/api/client/rounds/${hand.id}/act`, {
        action,
        step: hand.input.actions.length,
      });
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      return answer.body as unknown as Hand;
    };
    const playOut = async (table: Awaited<ReturnType<typeof open>>, hand: Hand) => {
      while (hand.outcome.phase !== 'done')
        hand = await decide(table, hand, hand.outcome.phase === 'player' ? 'stand' : 'decline');
      return hand;
    };
    try {
      // Deals (each round played out) until a pair of 2s to 9s, no ace up: its split hands will wait.
      let table = await open();
      const rounds: Hand[] = [];
      let pair: Hand | undefined;
      for (let i = 0; i < 400 && !pair; i += 1) {
        const dealt = (await table.spin(BET)).body as unknown as Hand;
        const [a, b] = dealt.outcome.hands[0]!.cards.map(points);
        if (dealt.outcome.phase === 'player' && a === b && a! >= 2 && a! <= 9) pair = dealt;
        else rounds.push(await playOut(table, dealt));
      }
      expect(pair, 'a pair within 400 deals').toBeDefined();

      // The platform takes the split's stake; the studio dies before it reads the answer.
      proxy.killStudioAfter((call, body) => call === 'bet' && body.transaction_id === `${pair!.id}:0.0:bet`);
      await expect(
        table.call('POST', `/api/client/rounds/${pair!.id}/act`, { action: 'split', step: 0 }),
      ).rejects.toThrow();
      expect(await ledgerOf(pair!.id)).toEqual({ bet: 2 * BET, win: 0, rollback: 0 });

      // Restarted, the next launch shows the hand as it was recorded: not split yet. Splitting again
      // sends the same bet, which the platform answers as the first time: the stake is taken once.
      await startStudio(proxy.url);
      table = await open();
      const pending = (await table.call('GET', '/api/client/state')).body.pending as Hand;
      expect(pending).toMatchObject({ id: pair!.id, stake: BET, outcome: { phase: 'player' } });
      expect(pending.outcome.hands).toHaveLength(1);
      const split = await decide(table, pending, 'split');
      expect(split.outcome.hands).toHaveLength(2);
      expect(split).toMatchObject({ stake: 2 * BET, outcome: { phase: 'player' } });
      const staked = await ledgerOf(pair!.id);
      expect(staked.bet - staked.rollback).toBe(2 * BET);

      // Killed again while both hands wait: the next launch shows them all, and they play to the end.
      await stop(studio, 'SIGKILL');
      await startStudio(proxy.url);
      table = await open();
      const resumed = (await table.call('GET', '/api/client/state')).body.pending as Hand;
      expect(resumed.outcome).toEqual(split.outcome);
      const final = await playOut(table, resumed);
      expect(final).toMatchObject({ state: 'settled', stake: 2 * BET });
      rounds.push(final);

      let expected = 500_00;
      for (const round of rounds) {
        const moved = await ledgerOf(round.id);
        expect(moved.bet - moved.rollback, round.id).toBe(round.stake);
        expect(moved.win, round.id).toBe(round.credited);
        expected += (round.credited ?? 0) - round.stake;
      }
      expect((await services.wallet.getPlayerBalances(player))?.cash).toBe(expected);
      // Every stake of every round has its win (or its refund): none is stranded.
      expect((await reconcile(platformDb.db)).ok).toBe(true);
    } finally {
      await stop(studio);
      await startStudio();
      await proxy.close();
    }
  }, 180_000);
});
