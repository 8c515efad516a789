/**
 * The provably fair random generator shared by the game studio and the platform: one
 * scaling of random bytes into outcomes (rng.core.ts), the HMAC-SHA256 stream of a round
 * (fair.stream.ts) and its seeds (fair.seed.ts). The derivation is the one published in
 * scripts/verify-vectors.mjs and pinned by src/fair.vectors.json.
 */
export { type BlockFiller, type Rng, createBlockRng } from './rng.core.js';
export { type RoundVerification, createFairRng, verifyRound } from './fair.stream.js';
export {
  type RevealedSeed,
  type SeedState,
  assertClientSeed,
  assertServerSeed,
  changeClientSeed,
  createSeedState,
  hashServerSeed,
  newClientSeed,
  newServerSeed,
  rotateSeed,
  takeNonce,
} from './fair.seed.js';
