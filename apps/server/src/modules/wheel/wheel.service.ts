import {
  displayCurrency,
  fromMinor,
  toMinor,
  type WheelHistoryPage,
  type WheelOperatorView,
  type WheelPrize,
  type WheelPublicSettings,
  type WheelSpinResult,
  type WheelTerms,
} from '@casino/contracts';
import { createFairRng, createSeedState, takeNonce } from '@casino/fair';
import type { Db, Executor } from '../../db/database.js';
import { AppError } from '../../lib/app-error.js';
import type { WageringService } from '../bonuses/index.js';
import type { SettingsService, StoredWheel } from '../settings/index.js';
import { fromDefaultCurrency, type WalletService } from '../wallet/index.js';
import * as repo from './wheel.repository.js';
import { drawSegment, nextFreeSpinAt, paidSpinReturn } from './wheel.rules.js';

export type WheelService = ReturnType<typeof createWheelService>;

/**
 * The prize wheel (SPEC.md §1, §3, §4 Wheel; issue #22): a free spin every so often, paid
 * spins at a cost, 16 segments drawn by the operator's weights from the provably fair
 * stream of the player's own seeds. A money prize is a LuckySpin bonus, a present is kept
 * for the operator to send. Each spin is one transaction under the player's lock.
 */
export function createWheelService(deps: {
  db: Db;
  now: () => Date;
  settings: SettingsService;
  wallet: Pick<WalletService, 'lockPlayer' | 'getPlayerBalances' | 'payWheelSpin' | 'grantBonus'>;
  wagering: Pick<WageringService, 'openFor'>;
}) {
  /** The wheel's terms in `currency`: every amount converted from the default currency. */
  async function termsIn(currency: string, db: Executor = deps.db) {
    const { wheel } = await deps.settings.readStored(db);
    const convert = await fromDefaultCurrency(deps.settings, currency, db);
    return {
      ...wheel,
      paidSpinCost: convert(wheel.paidSpinCost),
      freeSpinMinBalance: convert(wheel.freeSpinMinBalance),
      paidSpinMinBalance: convert(wheel.paidSpinMinBalance),
      segments: wheel.segments.map((segment) => ({ ...segment, amount: convert(segment.amount) })),
    };
  }

  /** The player's balances, or null for a guest (who sees the wheel in the default currency). */
  async function balancesOf(userId: number | null) {
    if (userId === null) return null;
    const balances = await deps.wallet.getPlayerBalances(userId);
    if (!balances) throw new AppError('not_found', 404, 'The user has no wallet.');
    return balances;
  }
  const currencyOf = async (balances: { currency: string } | null) =>
    balances?.currency ?? (await deps.settings.defaultCurrency());

  return {
    /** GET /services/wheel/settings/public/: for a guest, in the default currency, with a free spin to offer. */
    async publicSettings(userId: number | null): Promise<WheelPublicSettings> {
      const balances = await balancesOf(userId);
      const currency = await currencyOf(balances);
      const terms = await termsIn(currency);
      let hasFreeSpin = true;
      let nextAt: Date | null = null;
      if (userId !== null && balances) {
        const now = deps.now();
        const next = nextFreeSpinAt(await repo.lastFreeSpin(deps.db, userId), terms.freeSpinSeconds, now);
        hasFreeSpin = next <= now && balances.cash >= terms.freeSpinMinBalance;
        nextAt = next > now ? next : null;
      }
      return {
        freeSpinTime: terms.freeSpinSeconds,
        paidSpinCost: fromMinor(terms.paidSpinCost),
        freeSpinMinBalance: fromMinor(terms.freeSpinMinBalance),
        paidSpinMinBalance: fromMinor(terms.paidSpinMinBalance),
        freeSpinsAvailable: hasFreeSpin ? 1 : 0,
        hasFreeSpin,
        currency: displayCurrency(currency),
        nextFreeSpinAt: nextAt?.toISOString() ?? null,
      };
    },

    /** GET /services/wheel/prizes/: the 16 segments in the wheel's order, amounts in the player's currency. */
    async prizes(userId: number | null): Promise<WheelPrize[]> {
      const currency = await currencyOf(await balancesOf(userId));
      const { segments } = await termsIn(currency);
      return segments.map((segment, id) => ({
        id,
        amount: fromMinor(segment.amount),
        isPresent: segment.isPresent,
        name: segment.name,
        currency: displayCurrency(currency),
      }));
    },

    /**
     * POST /services/wheel/spin/: a free spin (refused as wheel_free_spin_unavailable before its
     * time or below its balance) or a paid one (not_enough_money below its balance or cost).
     * Under the player's lock, so twenty spins at once take one free spin, and each nonce once.
     */
    async spin(userId: number, isFree: boolean): Promise<WheelSpinResult> {
      return deps.db.transaction().execute(async (tx) => {
        await deps.wallet.lockPlayer(userId, tx);
        const before = (await deps.wallet.getPlayerBalances(userId, tx))!;
        const terms = await termsIn(before.currency, tx);
        const now = deps.now();
        if (isFree) {
          const next = nextFreeSpinAt(await repo.lastFreeSpin(tx, userId), terms.freeSpinSeconds, now);
          if (next > now || before.cash < terms.freeSpinMinBalance)
            throw new AppError('wheel_free_spin_unavailable', 409, 'No free spin is available now.');
        } else if (before.cash < Math.max(terms.paidSpinMinBalance, terms.paidSpinCost)) {
          throw new AppError('not_enough_money', 400, 'The balance is below what a paid spin needs.');
        }
        const seeds = (await repo.lockSeeds(tx, userId)) ?? createSeedState();
        const { nonce, next } = takeNonce(seeds);
        await repo.saveSeeds(tx, userId, next);
        const index = drawSegment(
          createFairRng(seeds.serverSeed, seeds.clientSeed, nonce),
          terms.segments.map((segment) => segment.weight),
        );
        const prize = terms.segments[index]!;
        // One spin per (seed, nonce): the keys of its money moves.
        const key = `wheel:${userId}:${seeds.serverSeedHash}:${nonce}`;
        const cost = isFree ? 0 : terms.paidSpinCost;
        const after = cost > 0 ? (await deps.wallet.payWheelSpin({ key, userId, amount: cost }, tx)).balances : before;
        const amount = prize.isPresent ? 0 : prize.amount;
        if (amount > 0) {
          const grant = { key: `${key}:prize`, userId, amount, kind: 'LuckySpin' as const };
          await deps.wallet.grantBonus(grant, tx);
          await deps.wagering.openFor(tx, [grant]);
        }
        const spinId = await repo.insertSpin(tx, {
          user_id: userId,
          is_free: isFree,
          cost,
          segment: index,
          prize_name: prize.name,
          amount,
          is_present: prize.isPresent,
          currency: before.currency,
          balance_before: before.cash,
          balance_after: after.cash,
          server_seed_hash: seeds.serverSeedHash,
          client_seed: seeds.clientSeed,
          nonce,
          created_at: now,
        });
        if (prize.isPresent) await repo.insertPresent(tx, { spinId, userId, name: prize.name });
        return {
          name: prize.name,
          amount: fromMinor(amount),
          isPresent: prize.isPresent,
          currency: displayCurrency(before.currency),
          prizeId: index,
          serverSeedHash: seeds.serverSeedHash,
          clientSeed: seeds.clientSeed,
          nonce,
        };
      });
    },

    /** GET /services/wheel/statistics/betshistory/: the player's spins, newest first. */
    async history(userId: number, query: { page: number; page_size: number }): Promise<WheelHistoryPage> {
      const page = { limit: query.page_size, offset: (query.page - 1) * query.page_size };
      const [rows, count] = await Promise.all([
        repo.listSpins(deps.db, userId, page),
        repo.countSpins(deps.db, userId),
      ]);
      return {
        count,
        page: query.page,
        page_size: query.page_size,
        results: rows.map((row) => ({
          id: Number(row.id),
          date: row.created_at.toISOString().slice(0, 10),
          time: row.created_at.toISOString().slice(11, 19),
          winAmount: fromMinor(Number(row.amount)),
          betAmount: fromMinor(Number(row.cost)),
          isFree: row.is_free,
          prizeName: row.prize_name,
          userBalanceBefore: fromMinor(Number(row.balance_before)),
          userBalanceAfter: fromMinor(Number(row.balance_after)),
          userId: Number(row.user_id),
          currency: displayCurrency(row.currency),
        })),
      };
    },

    /** GET /api/backoffice/wheel/: the terms in the default currency and the paid spin's exact return. */
    async operatorView(): Promise<WheelOperatorView> {
      return operatorViewOf((await deps.settings.readStored()).wheel);
    },

    /** PATCH /api/backoffice/wheel/: new terms, all at once. */
    async updateTerms(terms: WheelTerms): Promise<WheelOperatorView> {
      const wheel: StoredWheel = {
        freeSpinSeconds: terms.freeSpinTime,
        paidSpinCost: toMinor(terms.paidSpinCost),
        freeSpinMinBalance: toMinor(terms.freeSpinMinBalance),
        paidSpinMinBalance: toMinor(terms.paidSpinMinBalance),
        segments: terms.segments.map((segment) => ({ ...segment, amount: toMinor(segment.amount) })),
      };
      const next = await deps.settings.updateStored((stored) => ({ ...stored, wheel }));
      return operatorViewOf(next.wheel);
    },
  };
}

function operatorViewOf(wheel: StoredWheel): WheelOperatorView {
  const ratio = paidSpinReturn(wheel.segments, wheel.paidSpinCost);
  return {
    freeSpinTime: wheel.freeSpinSeconds,
    paidSpinCost: fromMinor(wheel.paidSpinCost),
    freeSpinMinBalance: fromMinor(wheel.freeSpinMinBalance),
    paidSpinMinBalance: fromMinor(wheel.paidSpinMinBalance),
    segments: wheel.segments.map((segment) => ({ ...segment, amount: fromMinor(segment.amount) })),
    paidSpinReturn: {
      numerator: String(ratio.numerator),
      denominator: String(ratio.denominator),
      percent: ratio.percent,
    },
    totalWeight: wheel.segments.reduce((sum, segment) => sum + segment.weight, 0),
  };
}
