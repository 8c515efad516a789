import { createHash, randomBytes } from 'node:crypto';

/**
 * Seed management of the provably-fair scheme. The server seed is 32 random bytes written
 * as 64 lowercase hex characters; that text is what is hashed (SHA-256, shown to the player
 * before play) and what keys the HMAC, so any generic SHA-256/HMAC tool can check a round.
 */

/** A player's current seeds: the server seed stays secret until it is rotated. */
export interface SeedState {
  serverSeed: string;
  serverSeedHash: string;
  clientSeed: string;
  /** The nonce the next round will use. */
  nonce: number;
}

/** What a rotation reveals so the player can verify every round played with it. */
export interface RevealedSeed {
  serverSeed: string;
  serverSeedHash: string;
  clientSeed: string;
  /** Rounds played with this pair used nonces 0 .. roundsPlayed - 1. */
  roundsPlayed: number;
}

const SERVER_SEED = /^[0-9a-f]{64}$/;
// Printable ASCII without spaces: easy to type into a verifier, no encoding ambiguity.
const CLIENT_SEED = /^[\x21-\x7e]{1,64}$/;

/** SHA-256 of the server seed text, as hex: the commitment shown before play. */
export function hashServerSeed(serverSeed: string): string {
  return createHash('sha256').update(serverSeed, 'utf8').digest('hex');
}

/** A fresh secret server seed (32 bytes from node:crypto, hex). */
export function newServerSeed(): string {
  return randomBytes(32).toString('hex');
}

/** A default client seed for a player who has not chosen one. */
export function newClientSeed(): string {
  return randomBytes(12).toString('base64url');
}

/** Throws unless the server seed is 64 lowercase hex characters. */
export function assertServerSeed(serverSeed: string): void {
  if (!SERVER_SEED.test(serverSeed)) throw new RangeError('server seed must be 64 lowercase hex characters');
}

/** Throws unless the client seed is 1-64 printable ASCII characters without spaces. */
export function assertClientSeed(clientSeed: string): void {
  if (!CLIENT_SEED.test(clientSeed)) throw new RangeError('client seed must be 1-64 printable ASCII characters');
}

/** A new seed state with a fresh server seed. */
export function createSeedState(clientSeed: string = newClientSeed(), serverSeed: string = newServerSeed()): SeedState {
  assertServerSeed(serverSeed);
  assertClientSeed(clientSeed);
  return { serverSeed, serverSeedHash: hashServerSeed(serverSeed), clientSeed, nonce: 0 };
}

/** Takes the nonce of the next round and returns the state that follows it. */
export function takeNonce(state: SeedState): { nonce: number; next: SeedState } {
  if (!Number.isSafeInteger(state.nonce + 1)) throw new RangeError('nonce exhausted: rotate the seed');
  return { nonce: state.nonce, next: { ...state, nonce: state.nonce + 1 } };
}

/** Reveals the current server seed and starts a new one (nonce back to 0). */
export function rotateSeed(
  state: SeedState,
  clientSeed: string = state.clientSeed,
  serverSeed: string = newServerSeed(),
): { revealed: RevealedSeed; next: SeedState } {
  const revealed: RevealedSeed = {
    serverSeed: state.serverSeed,
    serverSeedHash: state.serverSeedHash,
    clientSeed: state.clientSeed,
    roundsPlayed: state.nonce,
  };
  return { revealed, next: createSeedState(clientSeed, serverSeed) };
}

/**
 * Changes the client seed. The server seed is rotated at the same time: keeping it while
 * the nonce restarts would let a player return to an earlier client seed and replay
 * outcomes already seen, and keeping the nonce would make the pairing harder to explain.
 */
export function changeClientSeed(
  state: SeedState,
  clientSeed: string,
  serverSeed: string = newServerSeed(),
): { revealed: RevealedSeed; next: SeedState } {
  return rotateSeed(state, clientSeed, serverSeed);
}
