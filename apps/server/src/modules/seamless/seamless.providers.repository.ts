// Providers, their wallet secrets and the launch tokens players open their games with.
import { sql } from 'kysely';
import type { Executor } from '../../db/database.js';

export type ProviderRow = NonNullable<Awaited<ReturnType<typeof findProvider>>>;

export function findProvider(db: Executor, code: string) {
  return db
    .selectFrom('game_providers')
    .selectAll()
    .where('code', '=', code)
    .where('active', '=', true)
    .executeTakeFirst();
}

/**
 * Registers a provider with its configured secret (at start). The configuration's secret seeds a
 * provider and replaces its secret while the console never rotated it; once rotated, the
 * rotation's secret stays (decision 045). A provider whose secret configuration manages takes the
 * configured one whatever happened, and any rotation is forgotten.
 */
export async function upsertProvider(
  db: Executor,
  provider: { code: string; name: string; secret: string },
  managedByConfiguration: boolean,
) {
  await db
    .insertInto('game_providers')
    .values(provider)
    .onConflict((oc) =>
      oc.column('code').doUpdateSet(
        managedByConfiguration
          ? {
              name: provider.name,
              secret: provider.secret,
              active: true,
              previous_secret: null,
              previous_secret_until: null,
              rotated_at: null,
            }
          : {
              name: provider.name,
              active: true,
              secret: sql<string>`CASE WHEN game_providers.rotated_at IS NULL THEN excluded.secret
                ELSE game_providers.secret END`,
            },
      ),
    )
    .execute();
}

const PROVIDER_INFO = ['code', 'name', 'active', 'rotated_at', 'previous_secret_until'] as const;

/** Every provider, active or not, without its secrets. */
export function listProviders(db: Executor) {
  return db.selectFrom('game_providers').select(PROVIDER_INFO).orderBy('name').orderBy('code').execute();
}

export function findProviderInfo(db: Executor, code: string) {
  return db.selectFrom('game_providers').select(PROVIDER_INFO).where('code', '=', code).executeTakeFirst();
}

/** A new secret; the current one becomes the previous, accepted until `previousUntil`. One statement: two rotations queue on the row. */
export function rotateSecret(db: Executor, code: string, rotation: { secret: string; now: Date; previousUntil: Date }) {
  return db
    .updateTable('game_providers')
    .set((eb) => ({
      previous_secret: eb.ref('secret'),
      previous_secret_until: rotation.previousUntil,
      secret: rotation.secret,
      rotated_at: rotation.now,
    }))
    .where('code', '=', code)
    .returning(PROVIDER_INFO)
    .executeTakeFirst();
}

export async function insertLaunchToken(
  db: Executor,
  token: {
    tokenHash: string;
    userId: number;
    provider: string;
    gameId: string;
    freeSpinSessionId: number | null;
    expiresAt: Date;
  },
) {
  await db
    .insertInto('game_launch_tokens')
    .values({
      token_hash: token.tokenHash,
      user_id: token.userId,
      provider: token.provider,
      game_id: token.gameId,
      free_spin_session_id: token.freeSpinSessionId,
      expires_at: token.expiresAt,
    })
    .execute();
}

export function findLaunchToken(db: Executor, tokenHash: string, provider: string, now: Date) {
  return db
    .selectFrom('game_launch_tokens')
    .selectAll()
    .where('token_hash', '=', tokenHash)
    .where('provider', '=', provider)
    .where('expires_at', '>', now)
    .executeTakeFirst();
}

/** Whether the player ever launched a game of this provider: a provider sees only its own players. */
export async function hasLaunched(db: Executor, userId: number, provider: string): Promise<boolean> {
  const row = await db
    .selectFrom('game_launch_tokens')
    .select('user_id')
    .where('user_id', '=', userId)
    .where('provider', '=', provider)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}
