import { randomUUID } from 'node:crypto';
import type { Role, Tokens } from '@casino/contracts';
import type { Executor } from '../../db/database.js';
import type { AccessTokens } from '../../lib/access-token.js';
import { randomToken, sha256 } from '../../lib/crypto.js';
import * as repo from './auth.repository.js';

export interface SessionDeps {
  accessTokens: AccessTokens;
  refreshTokenTtlDays: number;
  now: () => Date;
}

/** Issues an access token and a refresh token in a family (a new family on sign-in). */
export async function issueTokens(
  deps: SessionDeps,
  db: Executor,
  user: { id: number; role: string },
  familyId: string = randomUUID(),
  /** The session's end (a session limit), if it has one. */
  until: Date | null = null,
): Promise<Tokens> {
  const now = deps.now();
  const refresh = randomToken();
  await repo.insertRefreshToken(db, {
    userId: user.id,
    familyId,
    tokenHash: sha256(refresh),
    createdAt: now,
    expiresAt: new Date(now.getTime() + deps.refreshTokenTtlDays * 86_400_000),
  });
  const access = await deps.accessTokens.sign(
    { userId: user.id, role: user.role as Role, sessionId: familyId },
    now,
    until,
  );
  return { access, refresh };
}
