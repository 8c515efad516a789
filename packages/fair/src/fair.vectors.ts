import { createHash } from 'node:crypto';
import { createFairRng, verifyRound } from './fair.stream.js';
import { hashServerSeed } from './fair.seed.js';

/**
 * The provably-fair test vectors: fixed seeds and the outcomes they must give. They are
 * written to fair.vectors.json (by src/cli/fair-vectors.ts), checked by a unit test, and
 * reproduced by the independent scripts/verify-vectors.mjs.
 */

export type VectorDraw =
  | { op: 'int'; n: number; values: number[] }
  | { op: 'float'; values: number[] }
  | { op: 'shuffle'; n: number; values: number[] };

export interface FairVector {
  serverSeed: string;
  serverSeedHash: string;
  clientSeed: string;
  nonce: number;
  /** The first 32 bytes of the stream (block 0), hex. */
  firstBlock: string;
  /** Draws read one after another from one fresh stream. */
  draws: VectorDraw[];
}

// The plan exercises every scaling path: one byte (6, 37, 52), several bytes (10^6), the
// full 32 bits, floats, a deck shuffle, and enough reads to cross many HMAC blocks.
const PLAN: Array<
  { op: 'int'; n: number; count: number } | { op: 'float'; count: number } | { op: 'shuffle'; n: number }
> = [
  { op: 'int', n: 37, count: 40 },
  { op: 'int', n: 6, count: 20 },
  { op: 'int', n: 1_000_000, count: 5 },
  { op: 'int', n: 2 ** 32, count: 3 },
  { op: 'float', count: 5 },
  { op: 'shuffle', n: 52 },
  { op: 'int', n: 30, count: 5 },
];

const SEEDS: Array<{ label: string; clientSeed: string; nonce: number }> = [
  { label: 'vector-0', clientSeed: 'player-chosen-seed', nonce: 0 },
  { label: 'vector-1', clientSeed: 'player-chosen-seed', nonce: 1 },
  { label: 'vector-2', clientSeed: 'Zx9:colons:allowed', nonce: 41 },
  { label: 'vector-3', clientSeed: 'a', nonce: 1_000_000 },
];

/** Computes the vectors from the fixed seeds with the engine's own generator. */
export function computeFairVectors(): FairVector[] {
  return SEEDS.map(({ label, clientSeed, nonce }) => {
    const serverSeed = createHash('sha256').update(label).digest('hex');
    const rng = createFairRng(serverSeed, clientSeed, nonce);
    const draws: VectorDraw[] = PLAN.map((step) => {
      if (step.op === 'int') return { op: 'int', n: step.n, values: times(step.count, () => rng.int(step.n)) };
      if (step.op === 'float') return { op: 'float', values: times(step.count, () => rng.float()) };
      return { op: 'shuffle', n: step.n, values: rng.shuffle(times(step.n, (i) => i)) };
    });
    const firstBlock = verifyRound(serverSeed, hashServerSeed(serverSeed), clientSeed, nonce).outcome;
    return { serverSeed, serverSeedHash: hashServerSeed(serverSeed), clientSeed, nonce, firstBlock, draws };
  });
}

function times<T>(count: number, make: (i: number) => T): T[] {
  return Array.from({ length: count }, (_, i) => make(i));
}
