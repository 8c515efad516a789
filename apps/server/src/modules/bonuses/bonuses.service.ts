import { randomUUID } from 'node:crypto';
import {
  BONUS_TYPES,
  type BonusExchangeAnswer,
  type BonusExchangeTerms,
  type BonusHistoryItem,
  type BonusHistoryPage,
  type BonusHistoryQuery,
  displayCurrency,
  exchangedCash,
  fromMinor,
  type ManualBonusRequest,
  type RoleCode,
  toMinor,
} from '@casino/contracts';
import type { z } from 'zod';
import type { Db } from '../../db/database.js';
import { AppError, FieldValidationError } from '../../lib/app-error.js';
import type { SettingsService } from '../settings/index.js';
import { type BonusMovementRow, limitsFor, type WalletService } from '../wallet/index.js';
import type { WageringService } from './wagering.service.js';

type HistoryQuery = z.output<typeof BonusHistoryQuery>;

const DAY_MS = 86_400_000;
const dayStart = (isoDate: string) => new Date(`${isoDate}T00:00:00Z`);

function toItem(row: BonusMovementRow): BonusHistoryItem {
  const currency = displayCurrency(row.currency);
  return {
    id: String(row.id),
    amount: fromMinor(row.amount),
    amountCurrency: currency,
    date: row.created_at.toISOString(),
    type: row.kind,
    bonusBalanceBefore: fromMinor(row.balance_after - row.amount),
    bonusBalanceBeforeCurrency: currency,
    bonusBalanceAfter: fromMinor(row.balance_after),
    bonusBalanceAfterCurrency: currency,
  };
}

export type BonusService = ReturnType<typeof createBonusService>;

/** The bonus balance as the player and the operator use it: its exchange into cash, its history, grants by hand. */
export function createBonusService(deps: {
  db: Db;
  wallet: WalletService;
  settings: SettingsService;
  wagering: Pick<WageringService, 'openFor' | 'assertNoneRunning' | 'isRunning'>;
}) {
  /** The exchange's terms for one player, in their currency's minor units. */
  async function termsOf(userId: number) {
    const balances = await deps.wallet.getPlayerBalances(userId);
    if (!balances) throw new AppError('not_found', 404, 'The user has no wallet.');
    const [{ bonuses }, limits] = await Promise.all([
      deps.settings.readStored(),
      limitsFor(deps.settings, balances.currency, deps.db),
    ]);
    return {
      balances,
      enabled: bonuses.transferBonusBalanceToBalanceOn,
      rate: bonuses.transferBonusBalanceToBalanceRate,
      maxCash: limits.exchangeMaxCash,
      minBonus: limits.exchangeMinBonus,
    };
  }

  return {
    async exchangeTerms(userId: number): Promise<BonusExchangeTerms> {
      const terms = await termsOf(userId);
      return {
        enabled: terms.enabled,
        currency: displayCurrency(terms.balances.currency),
        rate: terms.rate,
        maxCashBalance: fromMinor(terms.maxCash),
        minAmount: fromMinor(terms.minBonus),
        balance: fromMinor(terms.balances.cash),
        bonusBalance: fromMinor(terms.balances.bonus),
        wageringRunning: await deps.wagering.isRunning(userId),
      };
    },

    /**
     * SPEC.md §5 bonus exchange: `amount` of bonus becomes cash at the operator's rate (floored
     * to the cent), while the exchange is on, the cash balance below its threshold, the amount
     * at least the minimum and within the bonus balance. A retry with the same `key` moves nothing.
     */
    async exchange(userId: number, amount: number, key: string = randomUUID()): Promise<BonusExchangeAnswer> {
      const terms = await termsOf(userId);
      if (!terms.enabled) throw new AppError('permission_denied', 403, 'The bonus exchange is closed.');
      const bonus = toMinor(amount);
      const cash = exchangedCash(bonus, terms.rate);
      if (bonus < terms.minBonus || cash <= 0) throw FieldValidationError.of('amount', 'invalid');
      const { balances } = await deps.db.transaction().execute(async (tx) => {
        // Under the player's lock, as a grant opens its requirement: none opens unseen meanwhile.
        await deps.wallet.lockPlayer(userId, tx);
        await deps.wagering.assertNoneRunning(tx, userId);
        const request = { key: `bonus-exchange:${userId}:${key}`, userId, amount: bonus, cashAmount: cash };
        return deps.wallet.exchangeBonus({ ...request, maxCash: terms.maxCash }, tx);
      });
      return {
        amount: fromMinor(bonus),
        cashAmount: fromMinor(cash),
        currency: displayCurrency(balances.currency),
        balance: fromMinor(balances.cash),
        bonusBalance: fromMinor(balances.bonus),
      };
    },

    /**
     * The bonus history (every bonus type, or `query.type`) or the cashback history (Cashback
     * only): dates are whole days, the to-date up to the next day's start.
     */
    async history(userId: number, query: HistoryQuery, only?: 'Cashback'): Promise<BonusHistoryPage> {
      const kinds = only ? [only] : query.type ? [query.type] : BONUS_TYPES;
      const { rows, count } = await deps.wallet.bonusMovements(
        userId,
        {
          kinds,
          from: query.date_from ? dayStart(query.date_from) : undefined,
          to: query.date_to ? new Date(dayStart(query.date_to).getTime() + DAY_MS) : undefined,
          accrued: query.is_accrued,
        },
        { order: query.ordering, limit: query.page_size, offset: (query.page - 1) * query.page_size },
      );
      return { count, page: query.page, page_size: query.page_size, results: rows.map(toItem) };
    },

    /** An operator's grant (a positive amount) or removal (negative) of a player's bonus money. */
    async manual(request: ManualBonusRequest, grantedBy: RoleCode, key: string = randomUUID()) {
      // SPEC §4: a super operator's grants are IncreasedBySO, the owner's IncreasedByOwner.
      if (request.type !== (grantedBy === 'O' ? 'IncreasedByOwner' : 'IncreasedBySO'))
        throw FieldValidationError.of('type', 'invalid');
      const amount = toMinor(Math.abs(request.amount));
      const keyed = { key: `bonus-manual:${key}`, userId: request.user_id, amount, kind: request.type };
      const { balances } = await deps.db.transaction().execute(async (tx) => {
        if (request.amount < 0) return deps.wallet.takeBackBonus(keyed, tx);
        const granted = await deps.wallet.grantBonus(keyed, tx);
        await deps.wagering.openFor(tx, [keyed]);
        return granted;
      });
      return {
        user_id: request.user_id,
        currency: displayCurrency(balances.currency),
        bonusBalance: fromMinor(balances.bonus),
      };
    },
  };
}
