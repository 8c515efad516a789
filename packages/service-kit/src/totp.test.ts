import { describe, expect, it } from 'vitest';
import { fromBase32, matchTotp, newTotpSecret, otpauthUrl, toBase32, totpCode, totpStep } from './totp.js';

// RFC 6238 appendix B, SHA-1: the secret is the ASCII "12345678901234567890"; the RFC prints
// eight digits, of which a six-digit code is the last six.
const RFC_SECRET = toBase32(Buffer.from('12345678901234567890'));
const RFC_VECTORS: [number, string][] = [
  [59, '94287082'],
  [1111111109, '07081804'],
  [1111111111, '14050471'],
  [1234567890, '89005924'],
  [2000000000, '69279037'],
  [20000000000, '65353130'],
];

describe('totp', () => {
  it.each(RFC_VECTORS)('gives the RFC 6238 code at %i s', (seconds, code) => {
    expect(totpCode(RFC_SECRET, totpStep(new Date(seconds * 1000)))).toBe(code.slice(2));
  });

  it('reads back what it writes in base32', () => {
    const bytes = Buffer.from([0, 1, 2, 250, 251, 252, 253, 254, 255, 7, 9]);
    expect(fromBase32(toBase32(bytes))).toEqual(bytes);
    expect(toBase32(Buffer.from('foobar'))).toBe('MZXW6YTBOI');
    expect(() => fromBase32('not-base32!')).toThrow();
  });

  it('makes 160-bit secrets, a new one each time', () => {
    const secret = newTotpSecret();
    expect(fromBase32(secret)).toHaveLength(20);
    expect(newTotpSecret()).not.toBe(secret);
  });

  it('accepts the code of the step, the one before and the one after, and no other', () => {
    const at = new Date(1_800_000_000_000);
    const step = totpStep(at);
    const secret = newTotpSecret();
    expect(matchTotp(secret, totpCode(secret, step), at)).toBe(step);
    expect(matchTotp(secret, totpCode(secret, step - 1), at)).toBe(step - 1);
    expect(matchTotp(secret, totpCode(secret, step + 1), at)).toBe(step + 1);
    expect(matchTotp(secret, totpCode(secret, step - 2), at)).toBeNull();
    expect(matchTotp(secret, totpCode(secret, step + 2), at)).toBeNull();
    expect(matchTotp(secret, '12345', at)).toBeNull();
  });

  it('writes the address authenticator apps read', () => {
    const url = new URL(otpauthUrl('Royal Ace', 'owner', 'ABC'));
    expect(`${url.protocol}//${url.host}`).toBe('otpauth://totp');
    expect(decodeURIComponent(url.pathname)).toBe('/Royal Ace:owner');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      secret: 'ABC',
      issuer: 'Royal Ace',
      algorithm: 'SHA1',
      digits: '6',
      period: '30',
    });
  });
});
