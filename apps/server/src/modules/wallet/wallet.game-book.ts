import type { Tx } from '../../db/database.js';
import type { WritePart } from '../../db/statement-parts.js';
import { AppError } from '../../lib/app-error.js';
import { fingerprintOf, type Ledger } from './ledger.js';
import {
  creditableWin,
  type GameMoneyRef,
  payStake,
  splitLike,
  type StakeSplit,
  startOfUtcDay,
  takeBack,
} from './wallet.game-rules.js';
import type { Limits } from './wallet.limits.js';
import type { BalancesAfter } from './wallet.operations.js';
import * as repo from './wallet.repository.js';

interface PlayerBook {
  currency: string;
  accounts: Record<'cash' | 'bonus' | 'held', { id: number; balance: number }>;
  netToday: number;
}

interface Entry {
  key: string;
  kind: 'bet' | 'win' | 'rollback' | 'reclaim';
  userId: number;
  fingerprint: string;
  result: unknown;
  legs: repo.GameLeg[];
}

/**
 * Stakes, wins and refunds of many calls decided in memory over accounts locked once,
 * and written in one statement (docs/decisions/012-seamless-batches.md). The rules are
 * those of one call at a time (payStake, creditableWin, splitLike, takeBack); `mark` and `undo`
 * take back a refused call, as a savepoint would.
 */
export interface GameBook {
  balances(userId: number): BalancesAfter | null;
  placeBet(ref: GameMoneyRef & { amount: number }): { split: StakeSplit; balances: BalancesAfter };
  creditWin(ref: GameMoneyRef & { amount: number; stake: StakeSplit }): {
    credited: number;
    capped: boolean;
    balances: BalancesAfter;
  };
  refundBet(ref: GameMoneyRef & { stake: StakeSplit }): { balances: BalancesAfter };
  /**
   * Takes back up to `amount` of what a bet's wins paid (a `reclaim` transfer to the provider),
   * from the accounts the wins went to (`takeBack`): never more than the balances hold. The
   * day's net result goes down by what was taken, as a win raised it.
   */
  reclaimWin(ref: GameMoneyRef & { amount: number; stake: StakeSplit }): {
    taken: number;
    split: StakeSplit;
    balances: BalancesAfter;
  };
  mark(): number;
  undo(mark: number): void;
  /** Every movement kept since opening, as a part of the batch's write statement; it throws if any balance moved under its lock. */
  writes(): WritePart;
}

/** What a game book reads, locked, as a part of the batch's read statement: the players' accounts. */
export const gameBookPart = (request: { userIds: number[]; now: Date }) =>
  repo.gamePlayersPart(request.userIds, startOfUtcDay(request.now));

/** Opens a game book on the accounts `gameBookPart` locked and read. */
export async function openGameBook(
  deps: { ledger: Ledger; limitsFor: (currency: string, tx: Tx) => Promise<Limits> },
  tx: Tx,
  request: { providers: string[]; rows: repo.GamePlayerAccount[] },
): Promise<GameBook> {
  const { rows } = request;
  const players = new Map<number, PlayerBook>();
  const limits = new Map<string, Limits>();
  // The providers' accounts in each currency, by `${provider}|${currency}`.
  const providerAccounts = new Map<string, number>();
  for (const row of rows) {
    let player = players.get(row.user_id);
    if (!player) {
      if (!limits.has(row.currency)) {
        limits.set(row.currency, await deps.limitsFor(row.currency, tx));
        for (const provider of request.providers) {
          const account = await deps.ledger.systemAccount(tx, 'provider', provider, row.currency);
          providerAccounts.set(`${provider}|${row.currency}`, account.id);
        }
      }
      player = { currency: row.currency, accounts: {} as PlayerBook['accounts'], netToday: 0 };
      players.set(row.user_id, player);
    }
    player.accounts[row.kind as keyof PlayerBook['accounts']] = { id: row.id, balance: row.balance };
    player.netToday = row.net_today;
  }
  const entries: Entry[] = [];

  const playerOf = (userId: number) => {
    const player = players.get(userId);
    if (!player?.accounts.cash) throw new AppError('not_found', 404, 'The user has no wallet.');
    return player;
  };
  const balancesOf = (player: PlayerBook): BalancesAfter => ({
    currency: player.currency,
    cash: player.accounts.cash.balance,
    bonus: player.accounts.bonus?.balance ?? 0,
    held: player.accounts.held?.balance ?? 0,
  });

  /** Moves parts between the provider and the player; `sign` -1 pays the provider. */
  function move(
    entry: Omit<Entry, 'legs' | 'fingerprint' | 'result'>,
    ref: GameMoneyRef,
    parts: StakeSplit,
    sign: 1 | -1,
  ) {
    const player = playerOf(ref.userId);
    const provider = providerAccounts.get(`${ref.provider}|${player.currency}`)!;
    const legs: repo.GameLeg[] = [];
    for (const kind of ['cash', 'bonus'] as const) {
      const amount = parts[kind];
      if (amount === 0) continue;
      const account = player.accounts[kind];
      account.balance += sign * amount;
      if (account.balance < 0) throw new Error('a game book debit went below zero'); // payStake forbids it
      const [from, to] = sign < 0 ? [account.id, provider] : [provider, account.id];
      legs.push({
        key: `${ref.key}#${legs.length}`,
        from,
        to,
        amount,
        currency: player.currency,
        kind: entry.kind,
        fromAfter: sign < 0 ? account.balance : null,
        toAfter: sign < 0 ? null : account.balance,
        round: ref.round,
        bet: ref.bet,
        user: account.id,
        delta: sign * amount,
      });
    }
    player.netToday += sign * (parts.cash + parts.bonus);
    return legs;
  }

  function keep<T>(entry: Omit<Entry, 'result'>, result: T): T {
    entries.push({ ...entry, result });
    return result;
  }

  return {
    balances: (userId) => (players.get(userId)?.accounts.cash ? balancesOf(playerOf(userId)) : null),

    placeBet(ref) {
      const player = playerOf(ref.userId);
      const split = payStake(balancesOf(player), ref.amount, limits.get(player.currency)!);
      const entry = { key: ref.key, kind: 'bet' as const, userId: ref.userId, fingerprint: fingerprintOf(ref) };
      const legs = move(entry, ref, split, -1);
      return keep({ ...entry, legs }, { split, balances: balancesOf(player) });
    },

    creditWin(ref) {
      const player = playerOf(ref.userId);
      const credited = creditableWin(ref.amount, limits.get(player.currency)!, player.netToday);
      const entry = { key: ref.key, kind: 'win' as const, userId: ref.userId, fingerprint: fingerprintOf(ref) };
      const legs = move(entry, ref, splitLike(credited, ref.stake), 1);
      return keep({ ...entry, legs }, { credited, capped: credited < ref.amount, balances: balancesOf(player) });
    },

    refundBet(ref) {
      const player = playerOf(ref.userId);
      const entry = { key: ref.key, kind: 'rollback' as const, userId: ref.userId, fingerprint: fingerprintOf(ref) };
      const legs = move(entry, ref, ref.stake, 1);
      return keep({ ...entry, legs }, { balances: balancesOf(player) });
    },

    reclaimWin(ref) {
      const player = playerOf(ref.userId);
      const split = takeBack(balancesOf(player), ref.amount, ref.stake);
      const entry = { key: ref.key, kind: 'reclaim' as const, userId: ref.userId, fingerprint: fingerprintOf(ref) };
      const legs = move(entry, ref, split, -1);
      return keep({ ...entry, legs }, { taken: split.cash + split.bonus, split, balances: balancesOf(player) });
    },

    mark: () => entries.length,

    undo(mark) {
      for (const entry of entries.splice(mark).reverse()) {
        const player = players.get(entry.userId)!;
        for (const leg of entry.legs) {
          const account = Object.values(player.accounts).find((a) => a.id === leg.user)!;
          account.balance -= leg.delta;
          player.netToday -= leg.delta;
        }
      }
    },

    writes: () => repo.gameEntriesPart(entries),
  };
}
