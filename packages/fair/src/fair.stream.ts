import { createHmac } from 'node:crypto';
import { type Rng, createBlockRng } from './rng.core.js';
import { assertClientSeed, assertServerSeed, hashServerSeed } from './fair.seed.js';

/**
 * The provably-fair byte stream: block `cursor` (0, 1, 2, …) is
 * HMAC-SHA256(key = server seed text, message = `${clientSeed}:${nonce}:${cursor}`),
 * 32 bytes each, read in order. Every outcome of a round is read from this one stream.
 */

const BLOCK_BYTES = 32;

/** The Rng of one round: (server seed, client seed, nonce). */
export function createFairRng(serverSeed: string, clientSeed: string, nonce: number): Rng {
  assertServerSeed(serverSeed);
  assertClientSeed(clientSeed);
  if (!Number.isSafeInteger(nonce) || nonce < 0) throw new RangeError('nonce must be a non-negative integer');
  return createBlockRng((block, cursor) => {
    block.set(createHmac('sha256', serverSeed).update(`${clientSeed}:${nonce}:${cursor}`).digest());
  }, BLOCK_BYTES);
}

/** The result of checking a past round against its revealed seed. */
export interface RoundVerification<T> {
  /** True when SHA-256(serverSeed) equals the hash committed before play. */
  hashMatches: boolean;
  /** The outcome recomputed from the seeds (whatever `replay` derives from the stream). */
  outcome: T;
}

/** Recomputes a round from its revealed seed; `replay` is the game's own outcome derivation. */
export function verifyRound<T = string>(
  serverSeed: string,
  serverSeedHash: string,
  clientSeed: string,
  nonce: number,
  replay: (rng: Rng) => T = firstBlockHex as (rng: Rng) => T,
): RoundVerification<T> {
  const hashMatches = hashServerSeed(serverSeed) === serverSeedHash.toLowerCase();
  return { hashMatches, outcome: replay(createFairRng(serverSeed, clientSeed, nonce)) };
}

function firstBlockHex(rng: Rng): string {
  let hex = '';
  for (let i = 0; i < BLOCK_BYTES; i++) hex += rng.byte().toString(16).padStart(2, '0');
  return hex;
}
