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
