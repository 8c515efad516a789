import { sql } from 'kysely';
import type { Executor } from '../../db/database.js';
import type { EmailTokensTable } from '../../db/schema.js';
import type { ReadPart } from '../../db/statement-parts.js';

type Purpose = EmailTokensTable['purpose'];

export async function insertRefreshToken(
  db: Executor,
  token: { userId: number; familyId: string; tokenHash: string; createdAt: Date; expiresAt: Date },
): Promise<void> {
  await db
    .insertInto('refresh_tokens')
    .values({
      user_id: token.userId,
      family_id: token.familyId,
      token_hash: token.tokenHash,
      created_at: token.createdAt,
      expires_at: token.expiresAt,
    })
    .execute();
}

/** Locks the token's row so two refreshes with the same token are decided one after the other. */
export function findRefreshTokenForUpdate(db: Executor, tokenHash: string) {
  return db.selectFrom('refresh_tokens').selectAll().where('token_hash', '=', tokenHash).forUpdate().executeTakeFirst();
}

export async function markRefreshTokenUsed(db: Executor, id: number, now: Date): Promise<void> {
  await db.updateTable('refresh_tokens').set({ used_at: now }).where('id', '=', id).execute();
}

export async function revokeFamily(db: Executor, familyId: string, now: Date): Promise<void> {
  await db
    .updateTable('refresh_tokens')
    .set({ revoked_at: now })
    .where('family_id', '=', familyId)
    .where('revoked_at', 'is', null)
    .execute();
}

/** When the session began: its family's first refresh token, issued at sign-in. */
export async function familyStartedAt(db: Executor, familyId: string): Promise<Date | null> {
  const row = await db
    .selectFrom('refresh_tokens')
    .select((eb) => eb.fn.min('created_at').as('started_at'))
    .where('family_id', '=', familyId)
    .executeTakeFirst();
  return row?.started_at ?? null;
}

/**
 * Whether the family was revoked, as a part of a read statement. A revocation revokes every
 * row of the family, so one revoked row answers (one probe of the partial index of 0012);
 * null (an id that is no family) is never revoked.
 */
export function familyRevokedPart(familyId: string | null): ReadPart<boolean> {
  return sql`EXISTS (SELECT 1 FROM refresh_tokens WHERE family_id = ${familyId}::uuid AND revoked_at IS NOT NULL)`;
}

export async function revokeUserFamilies(
  db: Executor,
  userId: number,
  now: Date,
  exceptFamilyId?: string,
): Promise<void> {
  let query = db
    .updateTable('refresh_tokens')
    .set({ revoked_at: now })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null);
  if (exceptFamilyId) query = query.where('family_id', '!=', exceptFamilyId);
  await query.execute();
}

export async function insertEmailToken(
  db: Executor,
  token: { userId: number; purpose: Purpose; tokenHash: string; expiresAt: Date; newEmail?: string },
): Promise<void> {
  await db
    .insertInto('email_tokens')
    .values({
      user_id: token.userId,
      purpose: token.purpose,
      token_hash: token.tokenHash,
      expires_at: token.expiresAt,
      new_email: token.newEmail ?? null,
    })
    .execute();
}

/** Marks a live token used and returns it; null when unknown, used, expired or of another purpose. */
export function consumeEmailToken(db: Executor, tokenHash: string, purposes: Purpose[], now: Date) {
  return db
    .updateTable('email_tokens')
    .set({ used_at: now })
    .where('token_hash', '=', tokenHash)
    .where('purpose', 'in', purposes)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returning(['user_id', 'purpose', 'new_email'])
    .executeTakeFirst();
}

/** A newer link replaces the older ones of the same purpose. */
export async function expireEmailTokens(db: Executor, userId: number, purpose: Purpose, now: Date): Promise<void> {
  await db
    .updateTable('email_tokens')
    .set({ used_at: now })
    .where('user_id', '=', userId)
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .execute();
}

/** The account's sessions (refresh-token families), newest first: when each began, was last renewed, ended. */
export function listFamilies(db: Executor, userId: number, limit: number) {
  return db
    .selectFrom('refresh_tokens')
    .select((eb) => [
      'family_id',
      eb.fn.min('created_at').as('started_at'),
      eb.fn.max('created_at').as('renewed_at'),
      eb.fn.max('expires_at').as('expires_at'),
      eb.fn.max('revoked_at').as('revoked_at'),
    ])
    .where('user_id', '=', userId)
    .groupBy('family_id')
    .orderBy('started_at', 'desc')
    .limit(limit)
    .execute();
}
