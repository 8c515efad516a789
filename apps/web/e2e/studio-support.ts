import type { Frame, Page } from '@playwright/test';
import { createFairRng } from '@casino/fair';
import pg from 'pg';
import { playRound, type RoundResult, type SlotWin } from '../../studio/src/engines/slot/slot.play.js';
import { SLOTS } from '../../studio/src/games/slots/index.js';
import { runDatabase } from './cashier-support';

/**
 * Rounds of the studio whose result a journey knows before it plays them. The studio is
 * provably fair: a round is decided by the player's server seed, client seed and nonce
 * (README "Provably fair"). The journey reads the seed in play from the studio's own
 * database (the platform's, suffixed `_studio`: local-provider.ts) and replays the coming
 * nonces with the engine itself, as the studio will.
 */

/** The studio client inside the game frame, once it has loaded. */
export async function studioFrame(page: Page): Promise<Frame> {
  await page.frameLocator('[data-testid="game-iframe"]').getByTestId('balance').waitFor();
  const frame = page.frames().find((candidate) => candidate.url().includes('#session='));
  if (!frame) throw new Error('the studio client is not in the page');
  return frame;
}

/** One statement against the studio's database. */
async function studioSql<Row>(text: string, values: unknown[]): Promise<Row[]> {
  const url = new URL(runDatabase().url);
  url.pathname = `${url.pathname}_studio`;
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  try {
    return (await client.query(text, values)).rows as Row[];
  } finally {
    await client.end();
  }
}

/** The seed the session's player plays with now: the server seed is the studio's secret until rotated. */
async function seedInPlay(frame: Frame) {
  const session = new URLSearchParams(new URL(frame.url()).hash.slice(1)).get('session');
  const [seed] = await studioSql<{ server_seed: string; client_seed: string; nonce: string }>(
    `SELECT seed.server_seed, seed.client_seed, seed.nonce
       FROM studio_sessions session
       JOIN studio_seeds seed ON seed.player_key = session.player_key AND seed.active
      WHERE session.id = $1`,
    [session],
  );
  if (!seed) throw new Error(`no seed in play for session ${session}`);
  return { serverSeed: seed.server_seed, clientSeed: seed.client_seed, nonce: Number(seed.nonce) };
}

export interface KnownWin {
  /** Spins to play before the known one (their results are known too, and not wanted). */
  before: number;
  round: RoundResult;
  /** The round's first line win. */
  win: SlotWin & { line: number };
}

/**
 * The next round of `gameId` for this session that pays on a line, has no free spins and no
 * big-win celebration: how many spins come first, and what it will be.
 */
export async function nextLineWin(frame: Frame, gameId: string): Promise<KnownWin> {
  const slot = SLOTS.get(gameId)!;
  const seed = await seedInPlay(frame);
  for (let ahead = 0; ahead < 60; ahead++) {
    const round = playRound(slot, createFairRng(seed.serverSeed, seed.clientSeed, seed.nonce + ahead));
    const win = round.base.wins.find((candidate) => candidate.kind === 'line');
    if (win && round.freeSpins.length === 0 && round.totalWin <= round.bet * 20) {
      return { before: ahead, round, win: win as KnownWin['win'] };
    }
  }
  throw new Error('no line win in the next 60 rounds');
}

/** What the slot shows over its reels now, read at one instant. */
export const winOnShow = (frame: Frame) =>
  frame.evaluate(() => ({
    lines: [...document.querySelectorAll('[data-testid="win-line"]')].map((line) =>
      Number(line.getAttribute('data-line')),
    ),
    amounts: [...document.querySelectorAll('[data-testid="win-amount"]')].map((amount) => amount.textContent),
    lit: document.querySelectorAll('[data-testid="reel-cell"][data-lit]').length,
  }));
