import { describe, expect, it } from 'vitest';
import { createFairRng, hashServerSeed, newServerSeed } from '@casino/fair';
import { crashFromSeed, raceFromSeed, rouletteFromSeed, sha256Hex } from '../client/lib/verify-live.js';
import { RUNNERS, virtualRacing } from '../games/live/live.games.js';
import { crashPoint } from './table/crash/crash.game.js';

// The game client re-derives live rounds with WebCrypto alone; it must agree with the engines.
describe('the browser-side live verification', () => {
  it('reproduces the engines for many seeds', async () => {
    for (let i = 0; i < 200; i++) {
      const seed = newServerSeed();
      const client = `live-roulette:${i}`;
      expect(await sha256Hex(seed)).toBe(hashServerSeed(seed));
      expect(await rouletteFromSeed(seed, client)).toBe(createFairRng(seed, client, 0).int(37));
      expect(await crashFromSeed(seed, `crash:${i}`)).toBe(crashPoint(createFairRng(seed, `crash:${i}`, 0)));
      const weights = RUNNERS.map((runner) => runner.weight);
      expect(await raceFromSeed(seed, `race:${i}`, weights)).toEqual(
        virtualRacing.draw(createFairRng(seed, `race:${i}`, 0)).order,
      );
    }
  });
});
