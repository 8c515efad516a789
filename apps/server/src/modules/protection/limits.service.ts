import {
  displayCurrency,
  fromMinor,
  LIMIT_PERIODS,
  type LimitKind,
  type LimitPeriod,
  MONEY_LIMIT_KINDS,
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

/** Every limit a player may set, in the order the profile lists them. */
const ALL_LIMITS: { kind: LimitKind; period: LimitPeriod }[] = [
  ...MONEY_LIMIT_KINDS.flatMap((kind) => LIMIT_PERIODS.map((period) => ({ kind, period }))),
  { kind: 'session', period: 'session' },
];

const keyOf = (limit: { kind: LimitKind; period: LimitPeriod }) => `${limit.kind}:${limit.period}`;

/**
 * The limits a player sets on themselves (issue #23; SPEC §4: a decrease at once, an increase
 * or a removal after 7 days). Deposit limits are checked by the cashier when a deposit starts
 * (`assertDeposit`), under the player's lock, against what the player deposited in the window;
 * wager and loss limits by the seamless wallet at each stake (play-limits.port.ts); the
 * session limit ends the session (session.service.ts). Money in minor units; the session
 * limit in minutes.
 */
export function createLimitsService(deps: {
  db: Db;
  now: () => Date;
  wallet: Pick<WalletService, 'getPlayerBalances'>;
}) {
  const byKey = (stored: repo.StoredLimit[]) =>
    new Map<string, LimitState>(stored.map(({ kind, period, ...state }) => [keyOf({ kind, period }), state]));

  async function currencyOf(userId: number) {
    const balances = await deps.wallet.getPlayerBalances(userId);
    if (!balances) throw new AppError('not_found', 404, 'The user has no wallet.');
    return balances.currency;
  }

  function view(kind: LimitKind, period: LimitPeriod, state: LimitState, currency: string): PlayerLimit {
    const shown = (amount: number | null) => (amount === null || kind === 'session' ? amount : fromMinor(amount));
    return {
      kind,
      period,
      amount: shown(state.amount),
      pending: state.pending && {
        amount: shown(state.pending.amount),
        effectiveAt: state.pending.effectiveAt.toISOString(),
      },
      currency: kind === 'session' ? '' : displayCurrency(currency),
    };
  }

  return {
    /** GET /api/protection/limits/: every limit as it applies now, and what waits. */
    async list(userId: number): Promise<PlayerLimit[]> {
      const [currency, stored] = await Promise.all([
        currencyOf(userId),
        repo.readLimits(deps.db, userId, [...MONEY_LIMIT_KINDS, 'session']),
      ]);
      const limits = byKey(stored);
      const now = deps.now();
      return ALL_LIMITS.map(({ kind, period }) =>
        view(kind, period, effectiveLimit(limits.get(keyOf({ kind, period })) ?? NO_LIMIT, now), currency),
      );
    },

    /** PUT /api/protection/limits/: sets, raises, lowers or removes one limit. */
    async set(userId: number, request: SetLimitRequest): Promise<PlayerLimit> {
      const currency = await currencyOf(userId);
      const { kind, period } = request;
      const requested = request.amount === null || kind === 'session' ? request.amount : toMinor(request.amount);
      return deps.db.transaction().execute(async (tx) => {
        const limits = byKey(await repo.readLimits(tx, userId, [kind], true));
        const next = changeLimit(limits.get(keyOf(request)) ?? NO_LIMIT, requested, deps.now());
        await repo.writeLimit(tx, userId, kind, period, next, deps.now());
        return view(kind, period, next, currency);
      });
    },

    /** The session limit in force, in minutes; null: none. */
    async sessionMinutes(userId: number): Promise<number | null> {
      const [stored] = await repo.readLimits(deps.db, userId, ['session']);
      return stored ? effectiveLimit(stored, deps.now()).amount : null;
    },

    /**
     * Refuses a deposit (transaction_limit) that would take what the player deposited in a
     * period's window above its limit. In the deposit's transaction, after the player's lock:
     * two deposits at once are counted one after the other.
     */
    async assertDeposit(tx: Tx, userId: number, amount: number, depositedSince: (since: Date) => Promise<number>) {
      const now = deps.now();
      for (const { period, ...state } of await repo.readLimits(tx, userId, ['deposit'])) {
        const limit = effectiveLimit(state, now).amount;
        if (period !== 'session' && limit !== null && (await depositedSince(windowStart(period, now))) + amount > limit)
          throw new AppError('transaction_limit', 400, `This deposit would go beyond your ${period} deposit limit.`);
      }
    },
  };
}
