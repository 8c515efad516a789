import type { Db } from '../../db/database.js';
import { AppError } from '../../lib/app-error.js';
import * as repo from './throttle.repository.js';

export interface ThrottlePolicy {
  /** Hits counted in one window before delays start. */
  free: number;
  windowSeconds: number;
  /** The delay after the last free hit; each further hit doubles it, up to maxDelaySeconds. */
  baseDelaySeconds: number;
  maxDelaySeconds: number;
}

export type ThrottleAction =
  'login' | 'staffLogin' | 'registration' | 'passwordReset' | 'resendEmail' | 'emailChange' | 'passwordChange';

const LOGIN: ThrottlePolicy = { free: 5, windowSeconds: 900, baseDelaySeconds: 2, maxDelaySeconds: 900 };
const MAIL: ThrottlePolicy = { free: 5, windowSeconds: 3600, baseDelaySeconds: 30, maxDelaySeconds: 3600 };

export const DEFAULT_THROTTLE_POLICIES: Record<ThrottleAction, ThrottlePolicy> = {
  login: LOGIN,
  // The console's sign-in: a wrong password or a wrong code each count.
  staffLogin: LOGIN,
  registration: { free: 10, windowSeconds: 3600, baseDelaySeconds: 30, maxDelaySeconds: 3600 },
  passwordReset: MAIL,
  resendEmail: MAIL,
  // Each request mails an address the player typed.
  emailChange: MAIL,
  // A wrong old password is a guess at the password, as a failed sign-in is.
  passwordChange: LOGIN,
};

export type ThrottleService = ReturnType<typeof createThrottleService>;

/**
 * Growing delays for the endpoints that attackers hammer. State is in PostgreSQL, so
 * every instance of the server sees the same counts.
 */
export function createThrottleService(deps: {
  db: Db;
  now: () => Date;
  policies: Record<ThrottleAction, ThrottlePolicy>;
}) {
  const keyOf = (action: ThrottleAction, subject: string) => `${action}:${subject.toLowerCase()}`;

  return {
    /** Refuses with too_many_requests (and Retry-After) while any of the subjects is blocked. */
    async assertAllowed(action: ThrottleAction, subjects: string[]): Promise<void> {
      const now = deps.now();
      for (const subject of subjects) {
        const blockedUntil = await repo.findBlockedUntil(deps.db, keyOf(action, subject), now);
        if (blockedUntil) {
          const seconds = Math.max(1, Math.ceil((blockedUntil.getTime() - now.getTime()) / 1000));
          throw new AppError('too_many_requests', 429, undefined, { 'retry-after': String(seconds) });
        }
      }
    },

    /** Counts one attempt against every subject (a failed login, a reset request, …). */
    async record(action: ThrottleAction, subjects: string[]): Promise<void> {
      const now = deps.now();
      for (const subject of subjects) {
        await repo.recordHit(deps.db, keyOf(action, subject), now, deps.policies[action]);
      }
    },

    /** Forgets a subject's failures (after a successful login). */
    async reset(action: ThrottleAction, subject: string): Promise<void> {
      await repo.clear(deps.db, keyOf(action, subject));
    },
  };
}
