import { createHmac, timingSafeEqual } from 'node:crypto';

/** HMAC-SHA256 over `<timestamp>.<raw body>`, hex: what a provider puts in X-Signature. */
export function signSeamless(secret: string, timestamp: string, rawBody: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest('hex');
}

export function verifySeamless(secret: string, timestamp: string, rawBody: string, signature: string): boolean {
  const expected = Buffer.from(signSeamless(secret, timestamp, rawBody), 'hex');
  const given = Buffer.from(signature, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** A provider's secrets as the seamless wallet keeps them (decision 045). */
export interface ProviderSecrets {
  secret: string;
  previous_secret: string | null;
  previous_secret_until: Date | null;
}

/**
 * Whether a call is signed with the provider's secret, or, in the grace after a rotation, with
 * the one before it: the provider switches to the new secret without losing a call.
 */
export function verifyProviderSignature(
  provider: ProviderSecrets,
  now: Date,
  call: { timestamp: string; rawBody: string; signature: string },
): boolean {
  if (verifySeamless(provider.secret, call.timestamp, call.rawBody, call.signature)) return true;
  return (
    provider.previous_secret !== null &&
    provider.previous_secret_until !== null &&
    now < new Date(provider.previous_secret_until) &&
    verifySeamless(provider.previous_secret, call.timestamp, call.rawBody, call.signature)
  );
}
