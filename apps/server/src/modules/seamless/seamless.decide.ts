import { toMinor } from '@casino/contracts';
import { AppError } from '../../lib/app-error.js';
import type { GameBook } from '../wallet/index.js';
import { type Answer, ok, Refusal, refusal } from './seamless.answers.js';
import type { State } from './seamless.batch-state.js';
import { type Call, pair, type Player } from './seamless.call.js';
import { FREE_BET_STAKE, type FreeBetEffect, type freeBetLedger } from './seamless.free-bets.js';
import { FREE_SPIN_STAKE, type FreeSpinChange, type freeSpinLedger } from './seamless.free-spins.js';
import type * as repo from './seamless.repository.js';
import type { PlayLimitBook } from './seamless.play-limits.js';
import type { WagerBook } from './seamless.wagering.js';

/** What a decided call writes: its money, and the round it opens or closes. */
export interface Decision {
  answer: Answer;
  amount: number;
  split?: { cash: number; bonus: number };
  opensRound?: boolean;
  closesRound?: string;
  /** A free-spin call: its session, and what it does to it. */
  freeSpin?: FreeSpinChange;
  /** A free bet used by a bet, or given back by its rollback. */
  freeBet?: FreeBetEffect;
}

export function refusalOf(error: unknown, balances: () => Parameters<typeof refusal>[2]): Answer {
  if (error instanceof Refusal) return error.answer;
  if (error instanceof AppError && (error.code === 'not_enough_money' || error.code === 'transaction_limit')) {
    return refusal(error.code, 400, balances());
  }
  throw error;
}

/** The protocol's rules for one call (docs/seamless-wallet.md); a refusal is thrown. */
export function decide(
  call: Call,
  player: Player,
  {
    state,
    book,
    freeSpins,
    freeBets,
    wagers,
    limits,
  }: {
    state: State;
    book: GameBook;
    freeSpins: ReturnType<typeof freeSpinLedger>;
    freeBets: ReturnType<typeof freeBetLedger>;
    /** The players' wagering requirements, when the platform has them. */
    wagers?: WagerBook | undefined;
    /** The wager and loss limits the players set themselves. */
    limits?: PlayLimitBook | undefined;
  },
): Decision {
  const { provider } = call;
  const userId = player.id;
  const key = `seamless:${provider}:${call.request.transaction_id}`;
  const playerId = call.request.player_id;
  const transactionId = call.request.transaction_id;
  // The id names a transaction of another player: that player's bet is not this call's to pay
  // or refund, and is left exactly as it was (issue #28).
  const othersBet = (bet: repo.TransactionRow | undefined) => !!bet && Number(bet.user_id) !== userId;
  // A bet of nothing outside free spins and free bets is no stake (issue #28): one accepted before
  // stakes had a minimum must not be paid.
  const accepted = (bet: repo.TransactionRow | undefined): bet is repo.TransactionRow =>
    !!bet &&
    bet.kind === 'bet' &&
    bet.status_code === 200 &&
    Number(bet.user_id) === userId &&
    (Number(bet.amount) > 0 || bet.free_spin_session_id !== null || bet.free_bet_id !== null);
  // How the bet's stake was paid, so that its wins and their corrections go the same way.
  const stakeOf = (bet: repo.TransactionRow) =>
    bet.free_spin_session_id !== null
      ? FREE_SPIN_STAKE
      : bet.free_bet_id !== null
        ? FREE_BET_STAKE
        : { cash: Number(bet.cash_part), bonus: Number(bet.bonus_part) };

  switch (call.kind) {
    case 'bet': {
      const { request } = call;
      if (state.rolledBack(call)) throw new Refusal(refusal('bet_rolled_back', 409));
      // A banned player, or one on a break or self-excluded (issue #23), stakes nothing more.
      if (player.status !== 'active') throw new Refusal(refusal('player_blocked', 403));
      const round = state.rounds.get(pair(provider, request.round_id));
      if (round?.closed_at) throw new Refusal(refusal('round_closed', 409));
      if (round && Number(round.user_id) !== userId) throw new Refusal(refusal('invalid_request', 400));
      const amount = toMinor(request.amount);
      const spin = request.free_spin_session_id;
      const freeBet = request.free_bet_id;
      if (spin !== undefined && freeBet !== undefined) throw new Refusal(refusal('invalid_request', 400));
      if (freeBet !== undefined) {
        // A free bet moves no money: the bet uses it, and stakes exactly its amount.
        if (!freeBets.canUse(freeBet, { userId, provider })) throw new Refusal(refusal('free_bet_unavailable', 409));
        if (amount !== freeBets.amountOf(freeBet)) throw new Refusal(refusal('invalid_request', 400));
        return {
          answer: ok(transactionId, playerId, book.balances(userId)!, 0),
          amount: 0,
          opensRound: !round,
          freeBet: { id: freeBet, use: transactionId },
        };
      }
      if (spin !== undefined) {
        // A free spin moves no money: it uses one spin of its session.
        if (amount !== 0) throw new Refusal(refusal('invalid_request', 400));
        if (!freeSpins.canTake(spin, { userId, provider, gameId: request.game_id })) {
          throw new Refusal(refusal('free_spins_unavailable', 409));
        }
        const balances = book.balances(userId)!;
        return {
          answer: ok(transactionId, playerId, balances, 0),
          amount: 0,
          opensRound: !round,
          freeSpin: { id: spin, spins: -1, prize: 0 },
        };
      }
      // While a wagering requirement runs, its maximum stake is one of the limits (decision 032).
      const maxStake = wagers?.maxStake(userId) ?? null;
      if (maxStake !== null && amount > maxStake) throw new AppError('transaction_limit', 400);
      // The player's own wager and loss limits (issue #23): the stake counts as lost until it wins.
      if (limits && !limits.allows(userId, amount)) throw new Refusal(refusal('play_limit_reached', 403));
      const ref = { key, userId, provider, round: request.round_id, bet: transactionId, amount };
      const { split, balances } = book.placeBet(ref);
      return { answer: ok(transactionId, playerId, balances, amount), amount, split, opensRound: !round };
    }
    case 'win': {
      const bet = state.bet(call);
      if (othersBet(bet)) throw new Refusal(refusal('bet_not_found', 404));
      if (state.rolledBack(call)) throw new Refusal(refusal('bet_rolled_back', 409));
      if (!accepted(bet)) throw new Refusal(refusal('bet_not_found', 404));
      const spin = bet.free_spin_session_id;
      const { credited, balances } = book.creditWin({
        key,
        userId,
        provider,
        round: bet.round_id,
        bet: bet.transaction_id,
        amount: toMinor(call.request.amount),
        stake: stakeOf(bet),
      });
      return {
        answer: ok(transactionId, playerId, balances, credited),
        amount: credited,
        ...(spin === null ? {} : { freeSpin: { id: Number(spin), spins: 0, prize: credited } }),
        ...(call.request.round_closed ? { closesRound: bet.round_id } : {}),
      };
    }
    case 'rollback': {
      const bet = state.bet(call);
      if (othersBet(bet)) throw new Refusal(refusal('bet_not_found', 404));
      // No bet of this player yet: the rollback is remembered for the player it names, whose late
      // bet is then refused. A bet rolled back already moves nothing more.
      if (!accepted(bet) || state.rolledBack(call)) {
        return { answer: ok(transactionId, playerId, book.balances(userId)!, 0), amount: 0 };
      }
      if (state.won(call)) throw new Refusal(refusal('bet_settled', 409));
      if (bet.free_bet_id !== null) {
        // The free bet did not play: it is available again (unless expired); no money had moved.
        return {
          answer: ok(transactionId, playerId, book.balances(userId)!, 0),
          amount: 0,
          freeBet: { id: Number(bet.free_bet_id), release: bet.transaction_id },
        };
      }
      if (bet.free_spin_session_id !== null) {
        // The spin did not happen: it goes back to its session; no money had moved.
        return {
          answer: ok(transactionId, playerId, book.balances(userId)!, 0),
          amount: 0,
          freeSpin: { id: Number(bet.free_spin_session_id), spins: 1, prize: 0 },
        };
      }
      const stake = { cash: Number(bet.cash_part), bonus: Number(bet.bonus_part) };
      const { balances } = book.refundBet({
        key,
        userId,
        provider,
        round: bet.round_id,
        bet: bet.transaction_id,
        stake,
      });
      return {
        answer: ok(transactionId, playerId, balances, Number(bet.amount)),
        amount: Number(bet.amount),
        split: stake,
      };
    }
    case 'correct': {
      // A resettlement that pays less (decision 027): take back what the balance holds, up to
      // what the bet's wins paid less what earlier corrections took. The rest is the house's loss.
      const bet = state.bet(call);
      if (othersBet(bet)) throw new Refusal(refusal('bet_not_found', 404));
      if (state.rolledBack(call)) throw new Refusal(refusal('bet_rolled_back', 409));
      if (!accepted(bet)) throw new Refusal(refusal('bet_not_found', 404));
      const asked = toMinor(call.request.amount);
      if (asked === 0) throw new Refusal(refusal('invalid_request', 400));
      const paid = state.paid(call)!;
      const { taken, split, balances } = book.reclaimWin({
        key,
        userId,
        provider,
        round: bet.round_id,
        bet: bet.transaction_id,
        amount: Math.min(asked, Math.max(0, paid.won - paid.reclaimed)),
        stake: stakeOf(bet),
      });
      return { answer: ok(transactionId, playerId, balances, taken), amount: taken, split };
    }
  }
}
