import { AccessClaims, type Role } from '@casino/contracts';
import { jwtVerify, SignJWT } from 'jose';

export interface Principal {
  userId: number;
  role: Role;
  /** The refresh-token family this access token was issued with (one per sign-in). */
  sessionId: string;
}

export interface AccessTokens {
  /** `until`: the session's end (a session limit), when it comes before the token's usual expiry. */
  sign(principal: Principal, now: Date, until?: Date | null): Promise<string>;
  verify(token: string, now: Date): Promise<Principal | null>;
}

/** HS256 access JWTs carrying the role, the session and the refresh-shift claim. */
export function createAccessTokens(secret: string, ttlSeconds: number, refreshShiftSeconds: number): AccessTokens {
  const key = new TextEncoder().encode(secret);
  return {
    async sign(principal, now, until) {
      const iat = Math.floor(now.getTime() / 1000);
      const end = until ? Math.floor(until.getTime() / 1000) : Infinity;
      const exp = Math.min(iat + ttlSeconds, end);
      // A token that ends with its session is refreshed at its end, which the refresh refuses.
      const shift = exp === end ? 0 : refreshShiftSeconds;
      return new SignJWT({ role: principal.role, sid: principal.sessionId, refresh_shift: shift })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(String(principal.userId))
        .setIssuedAt(iat)
        .setExpirationTime(exp)
        .sign(key);
    },
    async verify(token, now) {
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: ['HS256'],
          currentDate: now,
        });
        const claims = AccessClaims.extend({ sid: AccessClaims.shape.sub }).parse(payload);
        return { userId: Number(claims.sub), role: claims.role, sessionId: claims.sid };
      } catch {
        return null;
      }
    },
  };
}
