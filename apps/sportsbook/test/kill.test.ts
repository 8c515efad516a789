import { spawn, type ChildProcess } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { eventually, freePort, killHard } from '../../server/test/signed-load.js';
import { requestId, selections } from './selections.js';
import { buildWorld, type World } from './world.js';

/**
 * Crash safety of settlement (issue #19): 10,000 tickets on one event; the sportsbook
 * process is SIGKILLed while it settles them and started again. Every ticket is paid
 * exactly once, the platform's wins add up to the tickets' payouts, and the ledger
 * reconciles.
 */
const TICKETS = 10_000;
const PLAYERS = 50;
const sportsbookDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

let w: World;
let child: ChildProcess | undefined;
beforeAll(async () => {
  w = await buildWorld();
});
afterAll(async () => {
  if (child) await killHard(child);
  await w.close();
});

function startSportsbook(port: number): ChildProcess {
  const platformPort = (w.platform.app.server.address() as AddressInfo).port;
  return spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: sportsbookDir,
    env: {
      ...process.env,
      PORT: String(port),
      DATABASE_URL: w.databaseUrl,
      PLATFORM_URL: `http://127.0.0.1:${platformPort}`,
      WALLET_SECRET: w.walletSecret,
      LOG_LEVEL: process.env.SB_LOG ?? 'silent',
      CLIENT_DIST: '/nonexistent',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

const platformWins = async () =>
  Number(
    (
      await sql<{ n: string }>`SELECT count(*) AS n FROM provider_transactions
        WHERE provider = 'sportsbook' AND kind = 'win' AND status_code = 200`.execute(w.platform.db)
    ).rows[0]!.n,
  );

it('settles 10,000 tickets exactly once across a SIGKILL of the sportsbook', async () => {
  const players = await Promise.all(Array.from({ length: PLAYERS }, () => w.player(100_000)));
  const [home] = await selections(w, 1);
  const { settings, overrides } = await w.services.book.cached();
  const event = w.services.book.event(home!.event_id)!;
  const market = w.services.book
    .view(event, settings, overrides.get(event.id), w.clock.now().getTime())
    .markets.find((m) => m.key === '1x2')!;
  const sessions = await Promise.all(players.map((p) => w.services.sessions.verify(`Bearer ${p.token}`)));
  let next = 0;
  await Promise.all(
    Array.from({ length: 64 }, async () => {
      while (next < TICKETS) {
        const i = next++;
        const outcome = market.outcomes[i % market.outcomes.length]!;
        await w.services.placement.placeTicket(sessions[i % PLAYERS]!, {
          request_id: requestId(),
          type: 'single',
          stake: 1 + (i % 7),
          accept_odds: 'none',
          legs: [{ ...home!, outcome_id: outcome.outcome, odds: outcome.odds / 1000 }],
        });
      }
    }),
  );
  await w.services.operator.setResult(home!.event_id, {
    kind: 'score',
    periods: [
      { home: 1, away: 0 },
      { home: 1, away: 1 },
    ],
  });

  // The real clock from here: the child process settles now, as a running sportsbook would.
  const port = await freePort();
  child = startSportsbook(port);
  expect(await eventually(async () => (await platformWins()) >= 1_000, 120_000), 'settlement started').toBe(true);
  await killHard(child);
  const paidAtKill = await platformWins();
  expect(paidAtKill).toBeLessThan(TICKETS);

  child = startSportsbook(port);
  const done = async () =>
    Number(
      (
        await sql<{
          n: string;
        }>`SELECT count(*) AS n FROM sb_tickets WHERE status = 'Wait' AND state = 'accepted'`.execute(w.db)
      ).rows[0]!.n,
    ) === 0 && (await w.services.outbox.pending()) === 0;
  expect(await eventually(done, 180_000), 'every ticket settled and paid').toBe(true);

  const wins = (
    await sql<{ bet: string; n: string; credited: string }>`
      SELECT bet_transaction_id AS bet, count(*) AS n, sum(amount) AS credited FROM provider_transactions
      WHERE provider = 'sportsbook' AND kind = 'win' AND status_code = 200 GROUP BY bet_transaction_id`.execute(
      w.platform.db,
    )
  ).rows;
  expect(wins).toHaveLength(TICKETS);
  expect(wins.every((win) => Number(win.n) === 1)).toBe(true);
  const credited = wins.reduce((sum, win) => sum + Number(win.credited), 0);
  const payouts = await sql<{
    total: string;
  }>`SELECT sum(payout) AS total FROM sb_tickets WHERE state = 'accepted'`.execute(w.db);
  expect(credited).toBe(Number(payouts.rows[0]!.total));
  expect(credited).toBeGreaterThan(0);
  expect((await w.reconcile()).ok).toBe(true);
}, 600_000);
