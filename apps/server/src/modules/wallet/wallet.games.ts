import type { Tx } from '../../db/database.js';
import type { SettingsService } from '../settings/index.js';
import type { Ledger } from './ledger.js';
import { gameBookPart, openGameBook } from './wallet.game-book.js';
import {
  creditableWin,
  type GameMoneyRef,
  payStake,
  splitLike,
  type StakeSplit,
  startOfUtcDay,
} from './wallet.game-rules.js';
import { createLimitsCache } from './wallet.limits.js';
import { balancesOf, runOperation } from './wallet.operations.js';
import { type GamePlayerAccount, netGameResultSince } from './wallet.repository.js';

/** Stakes, wins and refunds between a player and a game provider. */
export function createGameMoney(deps: { ledger: Ledger; settings: SettingsService }) {
  const provider = (name: string) => ({ system: 'provider' as const, ref: name });
  const limitsFor = createLimitsCache(deps.settings);

  return {
    /**
     * The players' accounts, locked, for a batch of stakes, wins and refunds decided in
     * memory (decision 012): a part of the batch's read statement (decision 014).
     */
    gameBookPart,
    /** Opens the batch's game book on what `gameBookPart` read. */
    openGameBook: (tx: Tx, request: { providers: string[]; rows: GamePlayerAccount[] }) =>
      openGameBook({ ledger: deps.ledger, limitsFor }, tx, request),

    /** Debits a stake, cash first and then bonus; refused outside minBet..maxBet or above the balance. */
    async placeBet(ref: GameMoneyRef & { amount: number }, tx?: Tx) {
      return runOperation(
        deps.ledger,
        { key: ref.key, kind: 'bet', userId: ref.userId, fingerprint: ref },
        async (l) => {
          const before = await balancesOf(l, ref.userId);
          const { cash, bonus } = payStake(before, ref.amount, await limitsFor(before.currency, l.tx));
          const common = { to: provider(ref.provider), kind: 'bet', round: ref.round, bet: ref.bet };
          await l.move(before.currency, [
            ...(cash ? [{ ...common, from: { userId: ref.userId, kind: 'cash' as const }, amount: cash }] : []),
            ...(bonus ? [{ ...common, from: { userId: ref.userId, kind: 'bonus' as const }, amount: bonus }] : []),
          ]);
          return { split: { cash, bonus }, balances: await balancesOf(l, ref.userId) };
        },
        tx,
      );
    },

    /**
     * Credits a win in the proportions its stake was paid. The credit is capped at the
     * operator's maximum win and at what is left of the day's maximum net winnings.
     */
    async creditWin(ref: GameMoneyRef & { amount: number; stake: StakeSplit; now: Date }, tx?: Tx) {
      const { now, ...fingerprint } = ref;
      return runOperation(
        deps.ledger,
        { key: ref.key, kind: 'win', userId: ref.userId, fingerprint },
        async (l) => {
          const { currency } = await balancesOf(l, ref.userId);
          const limits = await limitsFor(currency, l.tx);
          const netToday = await netGameResultSince(l.tx, ref.userId, startOfUtcDay(now));
          const credited = creditableWin(ref.amount, limits, netToday);
          const parts = splitLike(credited, ref.stake);
          const common = { from: provider(ref.provider), kind: 'win', round: ref.round, bet: ref.bet };
          await l.move(currency, [
            ...(parts.cash
              ? [{ ...common, to: { userId: ref.userId, kind: 'cash' as const }, amount: parts.cash }]
              : []),
            ...(parts.bonus
              ? [{ ...common, to: { userId: ref.userId, kind: 'bonus' as const }, amount: parts.bonus }]
              : []),
          ]);
          return { credited, capped: credited < ref.amount, balances: await balancesOf(l, ref.userId) };
        },
        tx,
      );
    },

    /** Gives a stake back exactly as it was paid. */
    async refundBet(ref: GameMoneyRef & { stake: StakeSplit }, tx?: Tx) {
      return runOperation(
        deps.ledger,
        { key: ref.key, kind: 'rollback', userId: ref.userId, fingerprint: ref },
        async (l) => {
          const { currency } = await balancesOf(l, ref.userId);
          const common = { from: provider(ref.provider), kind: 'rollback', round: ref.round, bet: ref.bet };
          await l.move(currency, [
            ...(ref.stake.cash
              ? [{ ...common, to: { userId: ref.userId, kind: 'cash' as const }, amount: ref.stake.cash }]
              : []),
            ...(ref.stake.bonus
              ? [{ ...common, to: { userId: ref.userId, kind: 'bonus' as const }, amount: ref.stake.bonus }]
              : []),
          ]);
          return { balances: await balancesOf(l, ref.userId) };
        },
        tx,
      );
    },
  };
}
