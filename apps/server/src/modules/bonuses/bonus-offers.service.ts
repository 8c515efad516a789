import { type BonusOffers, displayCurrency, type FirstDepositStatus, fromMinor } from '@casino/contracts';
import type { Db } from '../../db/database.js';
import { AppError } from '../../lib/app-error.js';
import type { SettingsService } from '../settings/index.js';
import { limitsFor, type WalletService } from '../wallet/index.js';
import { lastEndedPeriod } from './cashback.service.js';
import * as firstDeposits from './first-deposit.repository.js';
import { firstDepositKey } from './first-deposit.service.js';
import type { WageringService } from './wagering.service.js';

const DAY_MS = 86_400_000;

export type BonusOffersService = ReturnType<typeof createBonusOffersService>;

/** The bonus terms for one player, and where they stand with each (GET /api/bonus-system/offers/). */
export function createBonusOffersService(deps: {
  db: Db;
  now: () => Date;
  wallet: Pick<WalletService, 'getPlayerBalances' | 'hasDeposited'>;
  settings: SettingsService;
  wagering: Pick<WageringService, 'findFor'>;
}) {
  async function firstDepositOf(userId: number, percent: number) {
    const grant = await firstDeposits.findFirstDepositGrant(deps.db, userId);
    if (grant) {
      const wager = await deps.wagering.findFor(firstDepositKey(userId));
      return {
        status: 'received' as const,
        amount: fromMinor(grant.amount),
        // No requirement (the operator set none for it): nothing to wager.
        wagering: wager
          ? {
              staked: fromMinor(Number(wager.wagered)),
              required: fromMinor(Number(wager.required)),
              detracted: grant.detracted !== null,
            }
          : null,
      };
    }
    const status: FirstDepositStatus =
      percent === 0 ? 'off' : (await deps.wallet.hasDeposited(userId)) ? 'closed' : 'available';
    return { status, amount: null, wagering: null };
  }

  return {
    async offers(userId: number): Promise<BonusOffers> {
      const balances = await deps.wallet.getPlayerBalances(userId);
      if (!balances) throw new AppError('not_found', 404, 'The user has no wallet.');
      const [{ bonuses }, limits] = await Promise.all([
        deps.settings.readStored(),
        limitsFor(deps.settings, balances.currency, deps.db),
      ]);
      const running = lastEndedPeriod(deps.now(), bonuses.cashbackPeriodDays).end;
      const nextPayDay = new Date(Date.parse(running) + bonuses.cashbackPeriodDays * DAY_MS).toISOString().slice(0, 10);
      return {
        currency: displayCurrency(balances.currency),
        bonusBalance: fromMinor(balances.bonus),
        cashback: {
          on: bonuses.cashbackOn && bonuses.cashbackPercent > 0,
          percent: bonuses.cashbackPercent,
          periodDays: bonuses.cashbackPeriodDays,
          nextPayDay,
        },
        firstDeposit: {
          percent: bonuses.firstDepositPercent,
          cap: fromMinor(limits.firstDepositCap),
          ...(await firstDepositOf(userId, bonuses.firstDepositPercent)),
        },
        exchangeOn: bonuses.transferBonusBalanceToBalanceOn,
      };
    },
  };
}
