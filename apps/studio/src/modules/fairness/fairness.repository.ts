import { sql } from 'kysely';
import type { Executor } from '../../db/database.js';

/** SQL of the provably-fair seeds. */
export const fairnessRepository = {
  async insertIfNone(ex: Executor, seed: { playerKey: string; serverSeed: string; hash: string; clientSeed: string }) {
    await ex
      .insertInto('studio_seeds')
      .values({
        player_key: seed.playerKey,
        server_seed: seed.serverSeed,
        server_seed_hash: seed.hash,
        client_seed: seed.clientSeed,
        revealed_at: null,
      })
      .onConflict((oc) => oc.column('player_key').where('active', '=', true).doNothing())
      .execute();
  },

  active(ex: Executor, playerKey: string) {
    return ex
      .selectFrom('studio_seeds')
      .selectAll()
      .where('player_key', '=', playerKey)
      .where('active', '=', true)
      .executeTakeFirst();
  },

  /** Takes the next nonce of the active seed atomically (concurrent rounds get distinct nonces). */
  takeNonce(ex: Executor, playerKey: string) {
    return ex
      .updateTable('studio_seeds')
      .set({ nonce: sql`nonce + 1` })
      .where('player_key', '=', playerKey)
      .where('active', '=', true)
      .returning(['id', 'server_seed', 'server_seed_hash', 'client_seed', sql<number>`nonce - 1`.as('nonce')])
      .executeTakeFirst();
  },

  /** Retires the active seed, revealing it; returns it, or nothing when there was none. */
  retire(ex: Executor, playerKey: string, now: Date) {
    return ex
      .updateTable('studio_seeds')
      .set({ active: false, revealed_at: now })
      .where('player_key', '=', playerKey)
      .where('active', '=', true)
      .returningAll()
      .executeTakeFirst();
  },

  /** Seeds by id (the server seed is only ever shown once `active` is false). */
  byIds(ex: Executor, ids: number[]) {
    if (ids.length === 0) return Promise.resolve([]);
    return ex
      .selectFrom('studio_seeds')
      .select(['id', 'server_seed', 'server_seed_hash', 'client_seed', 'active'])
      .where('id', 'in', ids)
      .execute();
  },

  byId(ex: Executor, id: number) {
    return ex.selectFrom('studio_seeds').selectAll().where('id', '=', id).executeTakeFirst();
  },
};
