import { SEAMLESS } from '@casino/contracts';
import { signSeamless } from '../src/modules/seamless/index.js';

/** The headers of `provider`'s seamless-wallet call of JSON `body`, signed with `secret` at `timestamp` (seconds). */
export function signedHeaders(
  provider: string,
  secret: string,
  body: string,
  timestamp = Math.floor(Date.now() / 1000),
): Record<string, string> {
  return {
    'content-type': 'application/json',
    [SEAMLESS.headers.provider]: provider,
    [SEAMLESS.headers.timestamp]: String(timestamp),
    [SEAMLESS.headers.signature]: signSeamless(secret, String(timestamp), body),
  };
}
