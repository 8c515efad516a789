import type { RoundRow, RoundStakeRow } from '../../db/schema.js';
import { fromWalletAmount, toWalletAmount } from '../../lib/money.js';
import { StudioError } from '../../lib/studio-error.js';
import { BET_REFUSALS, OWNED_MS, RETRY_MS } from './rounds.refusals.js';
import type { RoundsDeps } from './rounds.service.js';
import { stakesRepository as repo } from './rounds.stakes.repository.js';

export type StakeAction = RoundStakeRow['action'];
export type Stakes = ReturnType<typeof createStakes>;

/**
 * The stakes a round takes after its bet (a blackjack double, split or insurance): each is
 * its own bet on the platform, in the round's id, with transaction ids made of the round id,
 * the decision's index and the try (`<round>:<step>.<try>:bet`), written before the wallet is
 * called. A retried decision finds its open stake and sends the same bet again, which the
 * platform answers as the first time without taking it twice; a stake whose request died is
 * either taken up by the player's retry or, once its lease has passed, rolled back by the
 * retry loop. Only a stake recorded with its decision (`applied`) is part of the round.
 */
export function createStakes(deps: RoundsDeps) {
  const log = deps.log ?? (() => {});
  const lease = () => new Date(deps.now().getTime() + OWNED_MS);
  const later = (attempts: number) =>
    new Date(deps.now().getTime() + RETRY_MS[Math.min(attempts, RETRY_MS.length - 1)]!);

  /**
   * The open stake of this decision: the one a request left behind, or a new try. A stake
   * another decision of this step left open (a request that died) is given back first.
   */
  async function openStake(round: RoundRow, step: number, action: StakeAction, amount: number) {
    for (let attempt = 0; attempt < 3; attempt++) {
      const live = await repo.live(deps.db, round.id, step);
      if (live && live.state !== 'open') throw new StudioError('round_in_progress', 409);
      if (live && live.action !== action) await cancel(live, round.player_id!);
      else if (live) {
        const taken = await repo.transition(deps.db, live, ['open'], { next_attempt_at: lease() });
        if (taken) return taken;
      } else {
        const tries = await repo.tries(deps.db, round.id, step);
        const id = `${round.id}:${step}.${tries}`;
        const inserted = await repo.insert(deps.db, {
          round_id: round.id,
          step,
          attempt: tries,
          action,
          amount,
          state: 'open',
          bet_tx: `${id}:bet`,
          win_tx: `${id}:win`,
          rollback_tx: `${id}:rollback`,
          next_attempt_at: lease(),
        });
        if (inserted) return inserted;
      }
    }
    throw new StudioError('round_in_progress', 409);
  }

  /** Rolls a stake back (claiming it first, so it can no longer be recorded); the loop retries a failure. */
  async function cancel(stake: RoundStakeRow, playerId: string): Promise<RoundStakeRow | undefined> {
    const claimed = await repo.transition(deps.db, stake, ['open', 'cancelling'], {
      state: 'cancelling',
      next_attempt_at: lease(),
    });
    if (!claimed) return undefined;
    const answer = await deps.wallet.rollback({
      transactionId: claimed.rollback_tx,
      roundId: claimed.round_id,
      playerId,
      betTransactionId: claimed.bet_tx,
    });
    if (answer.ok) return repo.transition(deps.db, claimed, ['cancelling'], { state: 'rolled_back' });
    log('stake rollback failed, will retry', { round: claimed.round_id, step: claimed.step, answer });
    return repo.transition(deps.db, claimed, ['cancelling'], {
      refusal: answer.kind === 'refused' ? answer.code : 'wallet_unavailable',
      next_attempt_at: later(claimed.attempts),
    });
  }

  return {
    cancel,

    /**
     * Takes the stake of decision `step` through the wallet. Returns the open stake and the
     * balance after it; the caller records the decision with it (or cancels it). A refusal
     * throws its code, an unanswered bet is rolled back and throws wallet_unavailable: either
     * way the round is left as it was.
     */
    async take(round: RoundRow, step: number, action: StakeAction, amount: number) {
      const stake = await openStake(round, step, action, amount);
      const answer = await deps.wallet.bet({
        transactionId: stake.bet_tx,
        roundId: round.id,
        playerId: round.player_id!,
        gameId: round.game_id,
        amount: toWalletAmount(stake.amount),
      });
      if (answer.ok) return { stake, balance: fromWalletAmount(answer.body.balance) };
      if (answer.kind === 'refused') {
        const state = answer.code === 'bet_rolled_back' ? 'rolled_back' : 'rejected';
        await repo.transition(deps.db, stake, ['open'], { state, refusal: answer.code });
        // A stake rolled back before it arrived was not taken: for the player, the wallet did not answer.
        const refusal =
          answer.code === 'bet_rolled_back'
            ? { code: 'wallet_unavailable' as const, status: 503 }
            : (BET_REFUSALS[answer.code] ?? { code: 'invalid_request' as const, status: 400 });
        throw new StudioError(refusal.code, refusal.status);
      }
      log('extra stake unanswered, rolling back', { round: round.id, step, reason: answer.reason });
      await cancel(stake, round.player_id!);
      throw new StudioError('wallet_unavailable', 503);
    },

    /**
     * Pays every stake recorded with the round its win (0 when lost), none of them closing
     * the round: the bet's win, paid after them, does. `done` once all are paid.
     */
    async payAll(round: RoundRow) {
      let payout = 0;
      let credited = 0;
      for (const stake of await repo.counted(deps.db, round.id)) {
        payout += stake.payout ?? 0;
        if (stake.state === 'settled') {
          credited += stake.credited ?? 0;
          continue;
        }
        const answer = await deps.wallet.win({
          transactionId: stake.win_tx,
          roundId: round.id,
          playerId: round.player_id!,
          betTransactionId: stake.bet_tx,
          amount: toWalletAmount(stake.payout ?? 0),
          roundClosed: false,
        });
        if (!answer.ok) return { done: false as const, refusal: answer.kind === 'refused' ? answer.code : null };
        const paid = fromWalletAmount(answer.body.amount);
        await repo.transition(deps.db, stake, ['applied'], { state: 'settled', credited: paid });
        credited += paid;
      }
      return { done: true as const, payout, credited };
    },

    /** Rolls back the due stakes whose fate is unknown. Returns how many it drove. */
    async resumeDue(options: { playerKey?: string; limit?: number } = {}): Promise<number> {
      const claimed = await deps.db
        .transaction()
        .execute((tx) => repo.claimDue(tx, deps.now(), OWNED_MS, options.limit ?? 50, options.playerKey));
      for (const stake of claimed) {
        try {
          await cancel(stake, stake.player_id!);
        } catch (error) {
          log('stake resume failed', { round: stake.round_id, step: stake.step, error: String(error) });
        }
      }
      return claimed.length;
    },
  };
}
