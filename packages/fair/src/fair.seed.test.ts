import { describe, expect, it } from 'vitest';
import { changeClientSeed, createSeedState, hashServerSeed, rotateSeed, takeNonce } from './fair.seed.js';
import { createFairRng, verifyRound } from './fair.stream.js';

describe('seeds', () => {
  it('commits to the server seed and reveals it on rotation', () => {
    let state = createSeedState('my-seed');
    const committed = state.serverSeedHash;
    const outcomes: number[] = [];
    for (let i = 0; i < 3; i++) {
      const { nonce, next } = takeNonce(state);
      outcomes.push(createFairRng(state.serverSeed, state.clientSeed, nonce).int(37));
      state = next;
    }
    const { revealed, next } = rotateSeed(state);
    expect(revealed).toMatchObject({ serverSeedHash: committed, clientSeed: 'my-seed', roundsPlayed: 3 });
    expect(hashServerSeed(revealed.serverSeed)).toBe(committed);
    expect(next.serverSeed).not.toBe(revealed.serverSeed);
    expect(next.nonce).toBe(0);
    for (let nonce = 0; nonce < 3; nonce++) {
      const check = verifyRound(revealed.serverSeed, committed, revealed.clientSeed, nonce, (rng) => rng.int(37));
      expect(check).toEqual({ hashMatches: true, outcome: outcomes[nonce] });
    }
    expect(verifyRound(revealed.serverSeed, next.serverSeedHash, 'my-seed', 0).hashMatches).toBe(false);
  });

  it('a new client seed comes with a new server seed, so no past stream can repeat', () => {
    const state = createSeedState('first');
    const { revealed, next } = changeClientSeed(state, 'second');
    expect(revealed.serverSeed).toBe(state.serverSeed);
    expect(next).toMatchObject({ clientSeed: 'second', nonce: 0 });
    expect(next.serverSeed).not.toBe(state.serverSeed);
  });

  it('validates seeds', () => {
    expect(() => createSeedState('')).toThrow(RangeError);
    expect(() => createSeedState('has space')).toThrow(RangeError);
    expect(() => createSeedState('ok', 'ABC')).toThrow(RangeError);
    expect(() => createFairRng('0'.repeat(64), 'ok', -1)).toThrow(RangeError);
  });
});
