import type { LoginRequest, LoginResponse, Tokens } from '@casino/contracts';
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

export type SessionStatus = 'active' | 'banned' | 'excluded' | 'missing' | 'revoked';

export function createSessionService(deps: AuthDeps) {
  /** What a sign-in during a break or a self-exclusion answers: which, until when, and whether the player may ask to come back. */
  async function excludedError(user: { id: number }) {
    const details = await deps.exclusions.describe(user.id);
    return new AppError('account_excluded', 403, 'This account is excluded from play for now.', {}, details);
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
      if (!user || !valid) {
        await deps.throttle.record('login', subjects);
        throw new AppError('no_active_account', 401);
      }
      if (user.is_banned) throw new AppError('user_is_banned', 403);
      if (isExcluded(user, deps.now())) throw await excludedError(user);
      if (!user.email_verified_at) throw new AppError('email_not_verified', 403);

      await deps.throttle.reset('login', `account:${input.username}`);
      const tokens = await issueTokens(deps, deps.db, user);
      return { ...tokens, user: await deps.users.toUserView(user) };
    },

    /**
     * Rotates a refresh token. Presenting a token that was already used means it was
     * copied: the whole family is revoked and every holder must sign in again.
     */
    async refresh(refreshToken: string): Promise<Tokens> {
      const now = deps.now();
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
        await repo.markRefreshTokenUsed(tx, token.id, now);
        return issueTokens(deps, tx, user, token.family_id);
      });
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

    /** Ends the session the refresh token belongs to; unknown tokens are ignored. */
    async logout(refreshToken: string): Promise<void> {
      await deps.db.transaction().execute(async (tx) => {
        const token = await repo.findRefreshTokenForUpdate(tx, sha256(refreshToken));
        if (token) await repo.revokeFamily(tx, token.family_id, deps.now());
      });
    },
  };
}
