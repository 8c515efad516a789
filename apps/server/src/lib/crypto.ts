import { createHash, randomBytes } from 'node:crypto';

/** A random URL-safe secret for links and refresh tokens (256 bits). */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Tokens are stored only as their SHA-256: a leaked table yields no usable token. */
export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}
