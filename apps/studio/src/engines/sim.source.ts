import { type Rng, createBlockRng } from '@casino/fair';

/**
 * A fast, seeded, NON-cryptographic source (xoshiro128**, seeded by splitmix32) for
 * simulations and tests only: millions of spins a second with reproducible results.
 * Never use it for a real round; those read the fair stream or cryptoRandom.
 */

const BLOCK_WORDS = 64;

/** A deterministic simulation Rng from a 32-bit seed. */
export function seededRandom(seed: number): Rng {
  let s = seed >>> 0;
  const split = (): number => {
    s = (s + 0x9e3779b9) >>> 0;
    let z = s;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
    return (z ^ (z >>> 16)) >>> 0;
  };
  let a = split();
  let b = split();
  let c = split();
  let d = split() | 1; // never the all-zero state
  return createBlockRng((block) => {
    for (let i = 0; i < BLOCK_WORDS; i++) {
      const r = Math.imul(rotl(Math.imul(b, 5), 7), 9) >>> 0;
      const t = b << 9;
      c ^= a;
      d ^= b;
      b ^= c;
      a ^= d;
      c ^= t;
      d = rotl(d, 11);
      const o = i << 2;
      block[o] = r >>> 24;
      block[o + 1] = (r >>> 16) & 255;
      block[o + 2] = (r >>> 8) & 255;
      block[o + 3] = r & 255;
    }
  }, BLOCK_WORDS * 4);
}

function rotl(x: number, k: number): number {
  return (x << k) | (x >>> (32 - k));
}
