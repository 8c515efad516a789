// Prepares bench/sportsbook: the platform and the sportsbook as processes (each on its own
// fresh database), the bench's players funded through ledger-shaped rows and given launch
// tokens of the sportsbook in bulk, and their sportsbook sessions opened through the
// sportsbook's own session/create (which authenticates each launch token with the platform).
import { spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { createPlayerClient } from './sportsbook.load.mjs';
import { insertFundedUsers } from './wallet.setup.mjs';

/** Waits for `GET /api/health` to answer 200; throws if the process exits first. */
async function waitForHealth(child, port, what) {
  for (let i = 0; i < 600; i += 1) {
    if (child.exitCode !== null) throw new Error(`the ${what} exited with ${child.exitCode}`);
    const up = await fetch(`http://127.0.0.1:${port}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (up) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill('SIGTERM');
  throw new Error(`the ${what} did not start`);
}

/** Starts a process by its package's start script (its Node flags included), as `npm start` would. */
function spawnStartScript(root, app, env) {
  const { scripts } = JSON.parse(readFileSync(path.join(root, `apps/${app}/package.json`), 'utf8'));
  const [, ...args] = scripts.start.split(' ');
  // BENCH_PROFILE_DIR: each process writes a V8 CPU profile there when it exits (what it spent its time on).
  const profile = process.env.BENCH_PROFILE_DIR;
  if (profile) args.unshift('--cpu-prof', `--cpu-prof-dir=${path.resolve(profile, app)}`);
  return spawn(process.execPath, args, {
    cwd: path.join(root, `apps/${app}`),
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

/**
 * The platform, as `npm start` runs it, without its studio and sportsbook: it registers the
 * provider code `sportsbook` with `sportsbookSecret` at start.
 */
export async function startPlatform(root, { url, port, sportsbookSecret }) {
  const server = spawnStartScript(root, 'server', {
    DATABASE_URL: url,
    PORT: String(port),
    SEED_DEMO_PLAYER: 'false',
    START_STUDIO: 'false',
    START_SPORTSBOOK: 'false',
    SPORTSBOOK_WALLET_SECRET: sportsbookSecret,
    LOG_LEVEL: 'warn',
    WEB_DIST: '/nonexistent',
    // One provider sends every call: the bench measures the wallet, not the per-provider limit.
    RATE_LIMIT_PROVIDER_PER_MINUTE: '1000000000',
  });
  await waitForHealth(server, port, 'platform');
  return server;
}

/** The sportsbook, as its start script runs it, with its background loops and live publisher. */
export async function startSportsbook(root, { url, port, platformPort, secret, operatorKey, feedSeed, liveSpeed }) {
  // BENCH_SPORTSBOOK_ROOT: another checkout's sportsbook (a proposed change measured against this platform).
  const sportsbook = spawnStartScript(process.env.BENCH_SPORTSBOOK_ROOT || root, 'sportsbook', {
    DATABASE_URL: url,
    PORT: String(port),
    PLATFORM_URL: `http://127.0.0.1:${platformPort}`,
    WALLET_SECRET: secret,
    OPERATOR_KEY: operatorKey,
    LOG_LEVEL: 'warn',
    CLIENT_DIST: '/nonexistent',
    // The bench opens every session and every stream from one address: it measures the
    // sportsbook, not its per-address limit (still counted on every request, as in production).
    RATE_LIMIT_PER_MINUTE: '1000000000',
    ...(feedSeed ? { FEED_SEED: feedSeed } : {}),
    ...(liveSpeed ? { LIVE_SPEED: String(liveSpeed) } : {}),
  });
  await waitForHealth(sportsbook, port, 'sportsbook');
  return sportsbook;
}

export const stopProcess = (child) =>
  new Promise((resolve) => {
    if (!child || child.exitCode !== null || child.signalCode !== null) return resolve();
    const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });

/**
 * Creates `count` players on the platform, each with cash/bonus/held accounts, one deposit of
 * `fundMinor` (an operation and its transfer from payment clearing, so reconcile holds, as
 * bench/wallet.setup.mjs does) and a launch token of the sportsbook (stored as its SHA-256,
 * as the platform's issueLaunchToken stores it). Returns `{ id, launch }` per player.
 */
export async function seedSportsbookPlayers(url, { count, fundMinor, provider = 'sportsbook' }) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('BEGIN');
    const ids = await insertFundedUsers(client, { count, fundMinor, username: 'sb_bench_', fundKey: 'sb-bench-fund-' });
    const launches = ids.map(() => randomBytes(32).toString('base64url'));
    await client.query(
      `INSERT INTO game_launch_tokens (token_hash, user_id, provider, game_id, expires_at)
       SELECT h, u, $3, 'sportsbook', now() + interval '12 hours'
       FROM unnest($1::text[], $2::bigint[]) AS v(h, u)`,
      [launches.map((token) => createHash('sha256').update(token).digest('hex')), ids, provider],
    );
    await client.query('COMMIT');
    await client.query('ANALYZE users, wallet_accounts, wallet_operations, wallet_transfers, game_launch_tokens');
    return ids.map((id, i) => ({ id, launch: launches[i] }));
  } finally {
    await client.end();
  }
}

/**
 * Opens each player's sportsbook session (`POST /api/c/session/create {token}`, which checks
 * the launch token with the platform), `concurrency` at a time over the bench's lean client.
 * Sets each player's session `token`; throws on the first failure.
 */
export async function openSessions(port, players, concurrency = 32) {
  const client = createPlayerClient({ port, connections: concurrency });
  let next = 0;
  const worker = async () => {
    while (next < players.length) {
      const player = players[next++];
      const answer = await client.post('/api/c/session/create', undefined, { token: player.launch });
      if (answer.status !== 200) throw new Error(`session/create: ${answer.status} ${answer.body.slice(0, 200)}`);
      player.token = JSON.parse(answer.body).token;
    }
  };
  try {
    await Promise.all(Array.from({ length: concurrency }, worker));
  } finally {
    client.close();
  }
  return players;
}

/** Calls the sportsbook's operator API; throws unless it answers 200. */
export async function operator(port, key, method, route, body) {
  const response = await fetch(`http://127.0.0.1:${port}${route}`, {
    method,
    headers: { authorization: `Bearer ${key}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  const text = await response.text();
  if (response.status !== 200) throw new Error(`${method} ${route}: ${response.status} ${text.slice(0, 300)}`);
  return JSON.parse(text);
}

/**
 * Open prematch football 1X2 selections from the sportsbook's public feed: `count` events
 * kicking off at least `leadMs` from now (so that none goes in play during the bench, which
 * would add the live acceptance delay), each with its three outcomes at their current odds.
 */
export async function prematchSelections(port, { count, leadMs, skip = 0 }) {
  const response = await fetch(`http://127.0.0.1:${port}/api/feed/events?state=prematch&sport=1&limit=500`);
  if (response.status !== 200) throw new Error(`feed events: ${response.status} ${await response.text()}`);
  const { events } = await response.json();
  const from = Date.now() + leadMs;
  const chosen = events
    .filter((event) => Date.parse(event.startsAt) >= from && event.main?.id === '1x2' && event.main.status === 'open')
    .slice(skip, skip + count);
  if (chosen.length < count) throw new Error(`the feed lists only ${chosen.length} prematch football events to bet on`);
  return chosen.map((event) => ({
    eventId: event.id,
    startsAt: event.startsAt,
    selections: event.main.outcomes.map((outcome) => ({
      event_id: event.id,
      market_id: '1x2',
      outcome_id: outcome.id,
      odds: outcome.odds,
    })),
  }));
}
