import { type Locale, resemblesPersonalData } from '@casino/contracts';
import { AppError, FieldValidationError } from '../../lib/app-error.js';
import { sha256 } from '../../lib/crypto.js';
import { hashPassword, verifyPassword } from '../../lib/passwords.js';
import type { AuthDeps } from './auth.deps.js';
import * as repo from './auth.repository.js';
import { mailLink } from './email-links.js';

export type CredentialsService = ReturnType<typeof createCredentialsService>;

export function createCredentialsService(deps: AuthDeps) {
  /** SPEC §5: a new password must not contain the username, the e-mail's name or the player's names. */
  function refusePersonalData(
    field: string,
    password: string,
    user: { username: string; email: string; first_name: string; last_name: string },
  ) {
    if (resemblesPersonalData(password, [user.username, user.email, user.first_name, user.last_name])) {
      throw FieldValidationError.of(field, 'password_personal_data');
    }
  }

  return {
    /** Mails a reset link when the address belongs to an active account; answers the same either way. */
    async requestPasswordReset(email: string, ip: string): Promise<void> {
      await deps.throttle.assertAllowed('passwordReset', [`ip:${ip}`, `email:${email}`]);
      await deps.throttle.record('passwordReset', [`ip:${ip}`, `email:${email}`]);
      await deps.db.transaction().execute(async (tx) => {
        const user = await deps.users.findByEmail(email, tx);
        if (!user || user.is_banned) return;
        await mailLink(deps, tx, 'reset_password', { userId: user.id, to: user.email, language: user.language });
      });
      deps.mail.flush();
    },

    /** Sets a new password from a reset link and signs out every session of the account. */
    async confirmPasswordReset(token: string, newPassword: string): Promise<void> {
      const now = deps.now();
      const passwordHash = await hashPassword(newPassword);
      const done = await deps.db.transaction().execute(async (tx) => {
        const used = await repo.consumeEmailToken(tx, sha256(token), ['reset_password'], now);
        const user = used && (await deps.users.findById(used.user_id, tx));
        if (!user) return false;
        refusePersonalData('new_password', newPassword, user);
        // Reading the link proves the address, so an unverified account becomes verified.
        await deps.users.update(tx, user.id, {
          password_hash: passwordHash,
          email_verified_at: user.email_verified_at ?? now,
        });
        await repo.revokeUserFamilies(tx, user.id, now);
        return true;
      });
      if (!done) throw new AppError('token_invalid', 400);
    },

    /**
     * Changes the password; every other session of the account is signed out. A wrong old
     * password is a guess at it (a stolen access token), so failures are throttled per
     * account and per address as sign-in failures are.
     */
    async changePassword(
      userId: number,
      sessionId: string,
      oldPassword: string,
      newPassword: string,
      ip: string,
    ): Promise<void> {
      const subjects = [`account:${userId}`, `ip:${ip}`];
      await deps.throttle.assertAllowed('passwordChange', subjects);
      const user = await deps.users.requireActive(userId);
      if (!(await verifyPassword(user.password_hash, oldPassword))) {
        await deps.throttle.record('passwordChange', subjects);
        throw new AppError('incorrect_old_password', 400);
      }
      await deps.throttle.reset('passwordChange', `account:${userId}`);
      refusePersonalData('new_password', newPassword, user);
      const passwordHash = await hashPassword(newPassword);
      await deps.db.transaction().execute(async (tx) => {
        await deps.users.update(tx, userId, { password_hash: passwordHash });
        await repo.revokeUserFamilies(tx, userId, deps.now(), sessionId);
      });
    },

    /**
     * Mails a confirmation link to the new address; the change happens when it is opened.
     * An address another account uses gets the same answer, and its owner a notice instead
     * of a link, so the answer never tells who is registered.
     */
    async requestEmailChange(userId: number, email: string, ip: string): Promise<void> {
      const subjects = [`account:${userId}`, `ip:${ip}`, `email:${email}`];
      await deps.throttle.assertAllowed('emailChange', subjects);
      await deps.throttle.record('emailChange', subjects);
      const user = await deps.users.requireActive(userId);
      // The player's own address tells them nothing they do not know.
      if (user.email.toLowerCase() === email.toLowerCase()) throw FieldValidationError.of('email', 'already_exists');
      await deps.db.transaction().execute(async (tx) => {
        const owner = await deps.users.findByEmail(email, tx);
        if (owner) {
          // The player's earlier link dies as a new link would kill it: its fate must not tell either.
          await repo.expireEmailTokens(tx, userId, 'change_email', deps.now());
          await deps.mail.enqueue(tx, owner.email, 'email_in_use', owner.language as Locale, '/forgot-password');
          return;
        }
        // The link goes to the new address: opening it proves the player owns it.
        await mailLink(deps, tx, 'change_email', { userId, to: email, language: user.language, newEmail: email });
      });
      deps.mail.flush();
    },
  };
}
