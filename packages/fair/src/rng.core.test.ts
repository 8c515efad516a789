import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createBlockRng } from './rng.core.js';
import { createFairRng } from './fair.stream.js';

const hex64 = fc.stringMatching(/^[0-9a-f]{64}$/);
const clientSeed = fc.stringMatching(/^[\x21-\x7e]{1,64}$/);
const nonce = fc.nat({ max: 2 ** 40 });

/** An Rng that plays back fixed bytes, to see exactly which ones int(n) keeps. */
function scripted(bytes: number[]) {
  let read = 0;
  const rng = createBlockRng((block) => {
    for (let i = 0; i < block.length; i++) block[i] = bytes[read + i] ?? 0;
    read += block.length;
  }, 8);
  return rng;
}

describe('rejection sampling', () => {
  it('skips masked values >= n instead of folding them (n = 37: 6 bits, 27 of 64 rejected)', () => {
    // 0xff & 63 = 63, 0x65 & 63 = 37, 0xe4 & 63 = 36: the first two are rejected.
    const rng = scripted([0xff, 0x65, 0xe4, 0x80, 0x05]);
    expect(rng.int(37)).toBe(36);
    expect(rng.int(37)).toBe(0); // 0x80 & 63 = 0: the high bit is masked away
    expect(rng.int(37)).toBe(5);
  });

  it('is exercised on the real stream: about 27/64 of attempts are rejected', () => {
    const raw = createFairRng('b'.repeat(64), 'rejections', 7);
    const scaled = createFairRng('b'.repeat(64), 'rejections', 7);
    let rejected = 0;
    let mismatches = 0;
    for (let i = 0; i < 10_000; i++) {
      let value = raw.byte() & 63;
      while (value >= 37) {
        rejected += 1;
        value = raw.byte() & 63;
      }
      if (value !== scaled.int(37)) mismatches += 1;
    }
    expect(mismatches).toBe(0);
    expect(rejected / (10_000 + rejected)).toBeCloseTo(27 / 64, 1);
  });

  it('reads several bytes for large ranges and none for n = 1', () => {
    const rng = scripted([0x00, 0x01, 0x02, 0x03, 0x10, 0x20]);
    expect(rng.int(1)).toBe(0);
    expect(rng.int(2 ** 32)).toBe(0x00010203);
    expect(rng.int(2 ** 12)).toBe(0x020); // 0x1020 keeps its low 12 bits
  });
});

describe('properties', () => {
  it('int(n) is always an integer in [0, n)', () => {
    fc.assert(
      fc.property(hex64, clientSeed, nonce, fc.integer({ min: 1, max: 2 ** 32 }), (server, client, round, n) => {
        const rng = createFairRng(server, client, round);
        for (let i = 0; i < 20; i++) {
          const value = rng.int(n);
          expect(Number.isInteger(value) && value >= 0 && value < n).toBe(true);
        }
      }),
      { numRuns: 200 },
    );
  });

  it('same seeds and nonce give the same outcomes; another nonce gives another stream', () => {
    fc.assert(
      fc.property(hex64, clientSeed, nonce, (server, client, round) => {
        const draw = (n: number) => {
          const rng = createFairRng(server, client, n);
          return [rng.int(37), rng.int(1_000_000), rng.float(), ...rng.shuffle([...Array(10).keys()])];
        };
        expect(draw(round)).toEqual(draw(round));
        expect(draw(round)).not.toEqual(draw(round + 1));
      }),
      { numRuns: 100 },
    );
  });
});
