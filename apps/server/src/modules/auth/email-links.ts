import type { Locale } from '@casino/contracts';
import type { Executor } from '../../db/database.js';
import { randomToken, sha256 } from '../../lib/crypto.js';
import type { AuthDeps } from './auth.deps.js';
import * as repo from './auth.repository.js';

type Purpose = 'verify_email' | 'change_email' | 'reset_password';

/** Each kind of link: how long it lives and the site page it opens (SPEC.md §2.2). */
const LINKS: Record<Purpose, { ttlMs: number; path: (token: string) => string }> = {
  verify_email: { ttlMs: 24 * 3_600_000, path: (token) => `/verify/${token}` },
  change_email: { ttlMs: 24 * 3_600_000, path: (token) => `/email/verify/email/${token}` },
  reset_password: { ttlMs: 3_600_000, path: (token) => `/emails/verify/password/confirm/${token}` },
};

/**
 * Mails a one-time link, replacing the user's earlier pending link of the same purpose,
 * inside the caller's transaction (the mail is sent only if it commits).
 */
export async function mailLink(
  deps: Pick<AuthDeps, 'now' | 'mail'>,
  tx: Executor,
  purpose: Purpose,
  link: { userId: number; to: string; language: string; newEmail?: string },
): Promise<void> {
  const now = deps.now();
  const token = randomToken();
  await repo.expireEmailTokens(tx, link.userId, purpose, now);
  await repo.insertEmailToken(tx, {
    userId: link.userId,
    purpose,
    tokenHash: sha256(token),
    expiresAt: new Date(now.getTime() + LINKS[purpose].ttlMs),
    newEmail: link.newEmail,
  });
  await deps.mail.enqueue(tx, link.to, purpose, link.language as Locale, LINKS[purpose].path(token));
}
