import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * How the platform shows a provider, server to server, that a call is its own: a header
 * derived from the seamless-wallet secret they share (never the secret itself). The
 * sportsbook uses it to keep the platform's session openings, which come from one address for
 * every player, out of the per-address request limit meant for strangers.
 */
export const PLATFORM_PROOF_HEADER = 'x-platform-proof';

export const platformProof = (walletSecret: string): string =>
  createHmac('sha256', walletSecret).update('casino-platform-proof').digest('base64url');

/** Whether a request's header value is the platform's proof for this secret (compared in constant time). */
export function isPlatformProof(value: string | string[] | undefined, walletSecret: string): boolean {
  if (typeof value !== 'string') return false;
  const expected = Buffer.from(platformProof(walletSecret));
  const given = Buffer.from(value);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
