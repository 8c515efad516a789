import { createHmac, timingSafeEqual } from 'node:crypto';

/** Headers of a sandbox processor's callback: when it was signed, and the HMAC. */
export const CALLBACK_HEADERS = { timestamp: 'x-callback-timestamp', signature: 'x-callback-signature' } as const;
/** A callback signed longer ago than this is refused as stale (a replay of an old one). */
export const CALLBACK_MAX_AGE_SECONDS = 300;

/** HMAC-SHA256 over `<unix seconds>.<raw body>` with the payment system's secret, hex. */
export function signCallback(secret: string, timestamp: string, rawBody: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest('hex');
}

/** The headers that sign `rawBody` now. */
export function callbackHeaders(secret: string, rawBody: string, now: Date): Record<string, string> {
  const timestamp = String(Math.floor(now.getTime() / 1000));
  return {
    [CALLBACK_HEADERS.timestamp]: timestamp,
    [CALLBACK_HEADERS.signature]: signCallback(secret, timestamp, rawBody),
  };
}

/** Whether the headers sign this exact body with this secret, recently enough. */
export function verifyCallbackSignature(
  secret: string,
  rawBody: string,
  headers: Record<string, string | string[] | undefined>,
  now: Date,
): boolean {
  const timestamp = String(headers[CALLBACK_HEADERS.timestamp] ?? '');
  const signature = String(headers[CALLBACK_HEADERS.signature] ?? '');
  if (!/^\d{9,11}$/.test(timestamp) || !/^[0-9a-f]{64}$/.test(signature)) return false;
  if (Math.abs(now.getTime() / 1000 - Number(timestamp)) > CALLBACK_MAX_AGE_SECONDS) return false;
  const expected = Buffer.from(signCallback(secret, timestamp, rawBody), 'hex');
  return timingSafeEqual(expected, Buffer.from(signature, 'hex'));
}
