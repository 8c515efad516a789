import {
  displayCurrency,
  fromMinor,
  LIMIT_PERIODS,
  type LimitPeriod,
  type PlayerLimit,
  type SetLimitRequest,
  toMinor,
} from '@casino/contracts';
import type { Db, Tx } from '../../db/database.js';
import { AppError } from '../../lib/app-error.js';
import type { WalletService } from '../wallet/index.js';
import * as repo from './limits.repository.js';
import { changeLimit, effectiveLimit, type LimitState, NO_LIMIT, windowStart } from './limits.rules.js';

export type LimitsService = ReturnType<typeof createLimitsService>;

/**
 * The limits a player sets on themselves (issue #23; SPEC §4: a decrease at once, an increase
 * or a removal after 7 days). Deposit limits are checked by the cashier when a deposit starts
 * (`assertDeposit`), under the player's lock, against what the player deposited in the window.
 */
export function createLimitsService(deps: {
  db: Db;
  now: () => Date;
  wallet: Pick<WalletService, 'getPlayerBalances'>;
}) {
  const byPeriod = (stored: repo.StoredLimit[]) =>
    new Map<LimitPeriod, LimitState>(stored.map(({ period, ...state }) => [period, state]));

  async function currencyOf(userId: number) {
    const balances = await deps.wallet.getPlayerBalances(userId);
    if (!balances) throw new AppError('not_found', 404, 'The user has no wallet.');
    return balances.currency;
  }

  function view(period: LimitPeriod, state: LimitState, currency: string): PlayerLimit {
    return {
      kind: 'deposit',
      period,
      amount: state.amount === null ? null : fromMinor(state.amount),
      pending: state.pending && {
        amount: state.pending.amount === null ? null : fromMinor(state.pending.amount),
        effectiveAt: state.pending.effectiveAt.toISOString(),
      },
      currency: displayCurrency(currency),
    };
  }

  return {
    /** GET /api/protection/limits/: each period's deposit limit as it applies now, and what waits. */
    async list(userId: number): Promise<PlayerLimit[]> {
      const [currency, stored] = await Promise.all([currencyOf(userId), repo.readLimits(deps.db, userId, 'deposit')]);
      const limits = byPeriod(stored);
      const now = deps.now();
      return LIMIT_PERIODS.map((period) => view(period, effectiveLimit(limits.get(period) ?? NO_LIMIT, now), currency));
    },

    /** PUT /api/protection/limits/: sets, raises, lowers or removes one period's limit. */
    async set(userId: number, request: SetLimitRequest): Promise<PlayerLimit> {
      const currency = await currencyOf(userId);
      const requested = request.amount === null ? null : toMinor(request.amount);
      return deps.db.transaction().execute(async (tx) => {
        const limits = byPeriod(await repo.readLimits(tx, userId, 'deposit', true));
        const next = changeLimit(limits.get(request.period) ?? NO_LIMIT, requested, deps.now());
        await repo.writeLimit(tx, userId, 'deposit', request.period, next, deps.now());
        return view(request.period, next, currency);
      });
    },

    /**
     * Refuses a deposit (transaction_limit) that would take what the player deposited in a
     * period's window above its limit. In the deposit's transaction, after the player's lock:
     * two deposits at once are counted one after the other.
     */
    async assertDeposit(tx: Tx, userId: number, amount: number, depositedSince: (since: Date) => Promise<number>) {
      const now = deps.now();
      for (const { period, ...state } of await repo.readLimits(tx, userId, 'deposit')) {
        const limit = effectiveLimit(state, now).amount;
        if (limit !== null && (await depositedSince(windowStart(period, now))) + amount > limit)
          throw new AppError('transaction_limit', 400, `This deposit would go beyond your ${period} deposit limit.`);
      }
    },
  };
}
