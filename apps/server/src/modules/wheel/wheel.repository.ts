import type { SeedState } from '@casino/fair';
import type { Insertable } from 'kysely';
import type { Executor } from '../../db/database.js';
import type { WheelSpinsTable } from '../../db/schema/wheel.js';

/** The player's wheel seeds, locked until the transaction ends; undefined before their first spin. */
export async function lockSeeds(db: Executor, userId: number): Promise<SeedState | undefined> {
  const row = await db
    .selectFrom('wheel_seeds')
    .select(['server_seed', 'server_seed_hash', 'client_seed', 'nonce'])
    .where('user_id', '=', userId)
    .forUpdate()
    .executeTakeFirst();
  return (
    row && {
      serverSeed: row.server_seed,
      serverSeedHash: row.server_seed_hash,
      clientSeed: row.client_seed,
      nonce: Number(row.nonce),
    }
  );
}

export async function saveSeeds(db: Executor, userId: number, seeds: SeedState): Promise<void> {
  const values = {
    server_seed: seeds.serverSeed,
    server_seed_hash: seeds.serverSeedHash,
    client_seed: seeds.clientSeed,
    nonce: seeds.nonce,
  };
  await db
    .insertInto('wheel_seeds')
    .values({ user_id: userId, ...values })
    .onConflict((conflict) => conflict.column('user_id').doUpdateSet(values))
    .execute();
}

/** When the player last spun for free, if ever. */
export async function lastFreeSpin(db: Executor, userId: number): Promise<Date | null> {
  const row = await db
    .selectFrom('wheel_spins')
    .select('created_at')
    .where('user_id', '=', userId)
    .where('is_free', '=', true)
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.created_at ?? null;
}

export async function insertSpin(db: Executor, spin: Insertable<WheelSpinsTable>): Promise<number> {
  const row = await db.insertInto('wheel_spins').values(spin).returning('id').executeTakeFirstOrThrow();
  return Number(row.id);
}

export async function insertPresent(db: Executor, present: { spinId: number; userId: number; name: string }) {
  await db
    .insertInto('wheel_presents')
    .values({ spin_id: present.spinId, user_id: present.userId, name: present.name })
    .execute();
}

export function listSpins(db: Executor, userId: number, page: { limit: number; offset: number }) {
  return db
    .selectFrom('wheel_spins')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('id', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
}

export async function countSpins(db: Executor, userId: number): Promise<number> {
  const row = await db
    .selectFrom('wheel_spins')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
