import type { AccessClaims } from '@casino/contracts';

/** Reads the access JWT payload (base64url middle part). The server verifies it; we only schedule. */
export function decodeAccess(token: string): AccessClaims | null {
  const part = token.split('.')[1];
  if (!part) return null;
  try {
    const base64 = part.replace(/-/g, '+').replace(/_/g, '/');
    const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
    const bytes = Uint8Array.from(atob(padded), (c) => c.charCodeAt(0));
    const claims = JSON.parse(new TextDecoder().decode(bytes)) as Partial<AccessClaims>;
    if (typeof claims.exp !== 'number' || typeof claims.refresh_shift !== 'number') return null;
    return claims as AccessClaims;
  } catch {
    return null;
  }
}

/** setTimeout overflows past ~24.8 days. */
const MAX_DELAY = 2 ** 31 - 1;

/** Milliseconds until the refresh is due: exp - refresh_shift (SPEC §4), never negative. */
export function refreshDelayMs(claims: AccessClaims, now: number): number {
  const due = (claims.exp - claims.refresh_shift) * 1000;
  return Math.min(MAX_DELAY, Math.max(0, due - now));
}

export function isExpired(claims: AccessClaims, now: number): boolean {
  return claims.exp * 1000 <= now;
}
