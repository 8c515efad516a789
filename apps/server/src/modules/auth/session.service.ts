import { type LoginRequest, type LoginResponse, PLAYER_ROLE, type Tokens } from '@casino/contracts';
import type { Tx } from '../../db/database.js';
import { readParts } from '../../db/statement-parts.js';
import type { Principal } from '../../lib/access-token.js';
import { AppError } from '../../lib/app-error.js';
import { isExcluded } from '../users/index.js';
import { sha256 } from '../../lib/crypto.js';
import { verifyDummyPassword, verifyPassword } from '../../lib/passwords.js';
import type { AuthDeps } from './auth.deps.js';
import * as repo from './auth.repository.js';
import { issueTokens } from './sessions.js';

export type SessionService = ReturnType<typeof createSessionService>;

const invalidSession = () => new AppError('access_and_refresh_token_invalid', 401);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export type SessionStatus = 'active' | 'banned' | 'closed' | 'excluded' | 'missing' | 'revoked';

/** A closed account (decision 038) never signs in again: its balance is on its way to the last deposit's method. */
const accountClosed = () =>
  new AppError(
    'account_closed',
    403,
    'This account is closed. Its balance is paid out to the method of its last deposit.',
  );

export function createSessionService(deps: AuthDeps) {
  /** What a sign-in during a break or a self-exclusion answers: which, until when, and whether the player may ask to come back. */
  async function excludedError(user: { id: number }) {
    const details = await deps.exclusions.describe(user.id);
    return new AppError('account_excluded', 403, 'This account is excluded from play for now.', {}, details);
  }

  /** When a session begun at `startedAt` ends by the player's session limit; null: it has none. */
  async function sessionEnd(userId: number, startedAt: Date) {
    const minutes = await deps.sessionLimit(userId);
    return minutes === null ? null : new Date(startedAt.getTime() + minutes * 60_000);
  }

  return {
    /** Signs in by username or e-mail. Failures are throttled per address and per account. */
    async login(input: LoginRequest, ip: string): Promise<LoginResponse> {
      const subjects = [`ip:${ip}`, `account:${input.username}`];
      await deps.throttle.assertAllowed('login', subjects);

      const user = await deps.users.findByLogin(input.username);
      const valid = user
        ? await verifyPassword(user.password_hash, input.password)
        : (await verifyDummyPassword(input.password), false);
      // Staff sign in to the console alone (issue #25): here their account answers as a wrong password.
      if (!user || !valid || user.role !== PLAYER_ROLE) {
        await deps.throttle.record('login', subjects);
        throw new AppError('no_active_account', 401);
      }
      if (user.is_banned) throw new AppError('user_is_banned', 403);
      if (user.closed_at) throw accountClosed();
      if (isExcluded(user, deps.now())) throw await excludedError(user);
      if (!user.email_verified_at) throw new AppError('email_not_verified', 403);

      await deps.throttle.reset('login', `account:${input.username}`);
      const tokens = await issueTokens(deps, deps.db, user, undefined, await sessionEnd(user.id, deps.now()));
      await deps.users.markSeen(user.id);
      return { ...tokens, user: await deps.users.toUserView(user) };
    },

    /**
     * Rotates a refresh token. Presenting a token that was already used means it was
     * copied: the whole family is revoked and every holder must sign in again. A session
     * past the player's session limit ends (issue #23): its access tokens expired with it.
     */
    async refresh(refreshToken: string): Promise<Tokens> {
      const now = deps.now();
      let seen: number | null = null;
      const outcome = await deps.db.transaction().execute(async (tx) => {
        const token = await repo.findRefreshTokenForUpdate(tx, sha256(refreshToken));
        if (!token || token.revoked_at || token.expires_at <= now) return null;
        if (token.used_at) {
          await repo.revokeFamily(tx, token.family_id, now);
          return null;
        }
        const user = await deps.users.findById(token.user_id, tx);
        if (!user || user.is_banned || isExcluded(user, now)) {
          await repo.revokeFamily(tx, token.family_id, now);
          return null;
        }
        const until = await sessionEnd(user.id, (await repo.familyStartedAt(tx, token.family_id)) ?? now);
        if (until && until <= now) {
          await repo.revokeFamily(tx, token.family_id, now);
          return 'ended' as const;
        }
        await repo.markRefreshTokenUsed(tx, token.id, now);
        seen = user.id;
        return issueTokens(deps, tx, user, token.family_id, until);
      });
      // After the token's transaction: the account's row is never locked while a token is, as a
      // closure (decision 038) locks them the other way round.
      if (seen !== null) await deps.users.markSeen(seen);
      if (outcome === 'ended')
        throw new AppError('session_limit_reached', 401, 'Your session has reached the time limit you set.');
      if (!outcome) throw invalidSession();
      return outcome;
    },

    /**
     * Whether an access token's account and session may still act: checked on every
     * authenticated request, in one statement, so a ban or a revoked session (logout,
     * reused refresh token, password change or reset) takes effect at once (decision 021).
     */
    async status(principal: Principal): Promise<SessionStatus> {
      const { account, revoked } = await readParts(deps.db, {
        account: deps.users.statusPart(principal.userId, deps.now()),
        revoked: repo.familyRevokedPart(UUID.test(principal.sessionId) ? principal.sessionId : null),
      });
      return account === null ? 'missing' : account !== 'active' ? account : revoked ? 'revoked' : 'active';
    },

    /** When the session began (its sign-in), or null for an id that names none. */
    sessionStartedAt: (sessionId: string) =>
      UUID.test(sessionId) ? repo.familyStartedAt(deps.db, sessionId) : Promise.resolve(null),

    /** The account's last 20 sessions as staff see them (no token, only when each began, was renewed, ended). */
    async list(userId: number) {
      const now = deps.now();
      return (await repo.listFamilies(deps.db, userId, 20)).map((row) => ({
        started_at: row.started_at.toISOString(),
        renewed_at: row.renewed_at.toISOString(),
        ended_at: row.revoked_at?.toISOString() ?? (row.expires_at <= now ? row.expires_at.toISOString() : null),
      }));
    },

    /** Ends every session of the player (an account closed), in the caller's transaction. */
    revokeAll: (tx: Tx, userId: number) => repo.revokeUserFamilies(tx, userId, deps.now()),

    /** Ends the session the refresh token belongs to; unknown tokens are ignored. */
    async logout(refreshToken: string): Promise<void> {
      await deps.db.transaction().execute(async (tx) => {
        const token = await repo.findRefreshTokenForUpdate(tx, sha256(refreshToken));
        if (token) await repo.revokeFamily(tx, token.family_id, deps.now());
      });
    },
  };
}
