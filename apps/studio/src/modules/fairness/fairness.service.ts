import { assertClientSeed, createFairRng, hashServerSeed, newClientSeed, newServerSeed } from '@casino/fair';
import type { Db, Executor } from '../../db/database.js';
import { gameOf } from '../../games/registry.js';
import { StudioError } from '../../lib/studio-error.js';
import { fairnessRepository as repo } from './fairness.repository.js';

/** What the player sees of the seed in play: the server seed stays secret. */
export interface PublicSeed {
  serverSeedHash: string;
  clientSeed: string;
  nonce: number;
}

function toPublic(row: { server_seed_hash: string; client_seed: string; nonce: number }): PublicSeed {
  return { serverSeedHash: row.server_seed_hash, clientSeed: row.client_seed, nonce: row.nonce };
}

function checkClientSeed(clientSeed: string) {
  try {
    assertClientSeed(clientSeed);
  } catch {
    throw new StudioError('invalid_request', 400, 'A client seed is 1-64 printable characters without spaces.');
  }
}

export type FairnessService = ReturnType<typeof createFairnessService>;

/** Per-player seeds: commitment before play, a nonce per round, reveal on rotation. */
export function createFairnessService(deps: { db: Db; now: () => Date }) {
  async function ensure(ex: Executor, playerKey: string, clientSeed = newClientSeed()) {
    const serverSeed = newServerSeed();
    await repo.insertIfNone(ex, { playerKey, serverSeed, hash: hashServerSeed(serverSeed), clientSeed });
  }

  return {
    /** The player's current commitment (created on first sight). */
    async current(playerKey: string): Promise<PublicSeed> {
      await ensure(deps.db, playerKey);
      return toPublic((await repo.active(deps.db, playerKey))!);
    },

    /** The seeds and nonce of a new round, taken inside the round's transaction. */
    async draw(tx: Executor, playerKey: string) {
      await ensure(tx, playerKey);
      const row = await repo.takeNonce(tx, playerKey);
      if (!row) throw new Error('no active seed after ensure');
      return { seedId: row.id, serverSeed: row.server_seed, clientSeed: row.client_seed, nonce: Number(row.nonce) };
    },

    /** Reveals the current server seed and commits to a new one (optionally with a new client seed). */
    async rotate(playerKey: string, clientSeed?: string) {
      if (clientSeed !== undefined) checkClientSeed(clientSeed);
      return deps.db.transaction().execute(async (tx) => {
        await ensure(tx, playerKey);
        const old = (await repo.retire(tx, playerKey, deps.now()))!;
        await ensure(tx, playerKey, clientSeed ?? old.client_seed);
        const next = (await repo.active(tx, playerKey))!;
        return {
          revealed: {
            serverSeed: old.server_seed,
            serverSeedHash: old.server_seed_hash,
            clientSeed: old.client_seed,
            roundsPlayed: old.nonce,
          },
          current: toPublic(next),
        };
      });
    },

    /** Recomputes a round from its seeds: anyone can call it with a revealed seed. */
    verify(request: { gameId: string; serverSeed: string; clientSeed: string; nonce: number; input: unknown }) {
      const game = gameOf(request.gameId);
      const input = game.input.safeParse(request.input);
      if (!input.success) throw new StudioError('invalid_request', 400);
      if (!/^[0-9a-f]{64}$/.test(request.serverSeed)) throw new StudioError('invalid_request', 400);
      checkClientSeed(request.clientSeed);
      const rng = createFairRng(request.serverSeed, request.clientSeed, request.nonce);
      const { outcome, payout } = game.play(rng, input.data);
      return { serverSeedHash: hashServerSeed(request.serverSeed), outcome, payout };
    },

    /** A seed row, secret included: for the server's own replay of a two-step round. */
    async seedOf(id: number) {
      const seed = await repo.byId(deps.db, id);
      if (!seed) throw new Error(`seed ${id} not found`);
      return seed;
    },

    /** The public side of these seeds: hash and client seed, and the server seed once rotated. */
    async seedsOf(ids: number[]) {
      const rows = await repo.byIds(deps.db, ids);
      return new Map(
        rows.map((row) => [
          row.id,
          {
            serverSeedHash: row.server_seed_hash,
            clientSeed: row.client_seed,
            serverSeed: row.active ? null : row.server_seed,
          },
        ]),
      );
    },
  };
}
