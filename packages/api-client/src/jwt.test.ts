import { describe, expect, it } from 'vitest';
import { decodeAccess, isExpired, refreshDelayMs } from './jwt';

const encode = (value: unknown) =>
  Buffer.from(JSON.stringify(value)).toString('base64').replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
const token = (claims: Record<string, unknown>) => `${encode({ alg: 'HS256' })}.${encode(claims)}.sig`;

describe('access token claims', () => {
  const claims = { sub: '1', role: 'O', iat: 1000, exp: 1300, refresh_shift: 60 };

  it('reads exp and refresh_shift from the payload, and nothing from a token without them', () => {
    expect(decodeAccess(token(claims))).toMatchObject({ exp: 1300, refresh_shift: 60 });
    expect(decodeAccess(token({ sub: '1' }))).toBeNull();
    expect(decodeAccess('not-a-jwt')).toBeNull();
  });

  it('is due refresh_shift seconds before it expires, never in the past', () => {
    const decoded = decodeAccess(token(claims))!;
    expect(refreshDelayMs(decoded, 1000_000)).toBe(240_000);
    expect(refreshDelayMs(decoded, 1290_000)).toBe(0);
    expect(isExpired(decoded, 1299_999)).toBe(false);
    expect(isExpired(decoded, 1300_000)).toBe(true);
  });
});
