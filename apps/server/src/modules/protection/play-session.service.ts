import { displayCurrency, fromMinor, type PlaySession, type RealityCheckMinutes } from '@casino/contracts';
import type { Principal } from '../../lib/access-token.js';
import { AppError } from '../../lib/app-error.js';
import type { UsersService } from '../users/index.js';
import type { WalletService } from '../wallet/index.js';
import type { LimitsService } from './limits.service.js';

export type PlaySessionService = ReturnType<typeof createPlaySessionService>;

/**
 * The signed-in session as reality checks see it (issue #23): when it began (its sign-in),
 * when the session limit ends it, and what the player staked and won since, all in the
 * server's time, so a tab's clock changes nothing.
 */
export function createPlaySessionService(deps: {
  now: () => Date;
  users: Pick<UsersService, 'findById' | 'setRealityCheck'>;
  wallet: Pick<WalletService, 'getPlayerBalances'>;
  limits: Pick<LimitsService, 'sessionMinutes'>;
  /** When a session began (the auth module's). */
  startedAt: (sessionId: string) => Promise<Date | null>;
  /** What the player staked and won since a time, in minor units (the seamless wallet's). */
  resultSince: (userId: number, since: Date) => Promise<{ staked: number; won: number }>;
}) {
  return {
    /** GET /api/protection/session/. */
    async describe(principal: Principal): Promise<PlaySession> {
      const { userId } = principal;
      const now = deps.now();
      const [started, user, balances, limit] = await Promise.all([
        deps.startedAt(principal.sessionId),
        deps.users.findById(userId),
        deps.wallet.getPlayerBalances(userId),
        deps.limits.sessionMinutes(userId),
      ]);
      if (!user || !balances) throw new AppError('not_found', 404, 'The user has no wallet.');
      const startedAt = started ?? now;
      const { staked, won } = await deps.resultSince(userId, startedAt);
      return {
        startedAt: startedAt.toISOString(),
        now: now.toISOString(),
        realityCheckMinutes: user.reality_check_minutes,
        endsAt: limit === null ? null : new Date(startedAt.getTime() + limit * 60_000).toISOString(),
        staked: fromMinor(staked),
        won: fromMinor(won),
        net: fromMinor(won - staked),
        currency: displayCurrency(balances.currency),
      };
    },

    /** PUT /api/protection/reality-check/: takes effect at once, either way (it limits nothing). */
    async setRealityCheck(principal: Principal, minutes: RealityCheckMinutes | null): Promise<PlaySession> {
      await deps.users.setRealityCheck(principal.userId, minutes);
      return this.describe(principal);
    },
  };
}
