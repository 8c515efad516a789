import { randomFillSync } from 'node:crypto';
import { type Rng, createBlockRng } from '@casino/fair';

/**
 * Randomness that belongs to no player (a shuffle of a live table, the seed a live round
 * commits to): bytes straight from node:crypto, scaled exactly like the fair stream.
 */

// Bigger blocks than the fair stream's 32 bytes: one system call serves many draws.
const BLOCK_BYTES = 256;

/** A cryptographically strong Rng from node:crypto. */
export function cryptoRandom(): Rng {
  return createBlockRng((block) => {
    randomFillSync(block);
  }, BLOCK_BYTES);
}
