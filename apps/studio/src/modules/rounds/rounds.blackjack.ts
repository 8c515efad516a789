import type { RoundRow, RoundStakeRow, SessionRow } from '../../db/schema.js';
import type { BlackjackAction, BlackjackView } from '../../engines/table/blackjack/blackjack.types.js';
import { blackjack, blackjackStep, type BlackjackInput } from '../../games/table/blackjack.adapter.js';
import { StudioError } from '../../lib/studio-error.js';
import { sessionsRepository } from '../sessions/sessions.repository.js';
import { replayOf, waitingHand } from './rounds.hands.js';
import { roundsRepository as repo } from './rounds.repository.js';
import type { RoundsDeps } from './rounds.service.js';
import type { StakeAction, Stakes } from './rounds.stakes.js';
import { stakesRepository } from './rounds.stakes.repository.js';
import { toRoundView, type RoundView } from './rounds.view.js';

/** The round moved on while this decision was taken (another request recorded one first). */
class Superseded extends Error {}

interface Decided {
  round: RoundRow;
  input: BlackjackInput;
  after: BlackjackView;
  /** What the decision stakes (a double, a split, insurance), 0 otherwise. */
  extra: number;
}

/**
 * Blackjack decisions, each a move of the round on the server: the round is replayed from
 * its seed with the action added, and the move is recorded only if the round is still at
 * the step the client saw (so a double tap or two racing requests act once). A double, a
 * split or insurance stakes once more (rounds.stakes.ts), recorded in the same transaction
 * as the move; the decision that ends the round pays every stake at once.
 */
export function createBlackjackDecisions(
  deps: RoundsDeps,
  stakes: Stakes,
  pay: (round: RoundRow) => Promise<RoundRow>,
) {
  /** Records the move (and its stake) in one transaction; Superseded if the round moved on first. */
  async function record(
    { round, input, after, extra }: Decided,
    taken?: { stake: RoundStakeRow; balance: number },
  ): Promise<RoundRow> {
    const steps = input.actions.length - 1;
    const done = after.phase === 'done';
    return deps.db.transaction().execute(async (tx) => {
      if (taken && !(await stakesRepository.transition(tx, taken.stake, ['open'], { state: 'applied' })))
        throw new Superseded();
      let balance = taken?.balance;
      if (round.mode === 'demo') {
        const moved = await sessionsRepository.moveDemoBalance(tx, round.session_id, extra, done ? after.payout! : 0);
        if (!moved) throw new StudioError('not_enough_money', 400);
        balance = moved.demo_balance!;
      }
      const patch = { input: JSON.stringify(input), outcome: JSON.stringify(after), extraStake: extra, balance };
      if (!done) {
        const moved = await repo.advanceHand(tx, round.id, steps, patch);
        if (!moved) throw new Superseded();
        return moved;
      }
      const claimed = await repo.claimLive(tx, round.id, { ...patch, payout: after.payout!, now: deps.now() }, steps);
      if (!claimed) throw new Superseded();
      if (round.mode === 'demo')
        return (await repo.transition(tx, round.id, 'bet_placed', { state: 'settled', credited: after.payout! }))!;
      const payouts = after.wagers.flatMap((w) => (w.step === null ? [] : [{ step: w.step, payout: w.payout! }]));
      await stakesRepository.setPayouts(tx, round.id, payouts);
      return claimed;
    });
  }

  /** Takes the decision's stake, then records the move; a move superseded meanwhile gives the stake back. */
  async function staked(decided: Decided, action: StakeAction): Promise<RoundRow> {
    const step = decided.input.actions.length - 1;
    const taken = await stakes.take(decided.round, step, action, decided.extra);
    try {
      return await record(decided, taken);
    } catch (error) {
      if (!(error instanceof Superseded)) throw error;
      await stakes.cancel(taken.stake, decided.round.player_id!);
      throw new StudioError('round_in_progress', 409);
    }
  }

  return {
    /**
     * One decision. `step` is the number of decisions the client saw: an action meant for
     * an older view of the round is refused (round_in_progress).
     */
    async act(session: SessionRow, roundId: string, action: BlackjackAction, step: number): Promise<RoundView> {
      if (session.game_id !== blackjack.meta.id) throw new StudioError('not_found', 404);
      const round = await waitingHand(deps, session, roundId);
      const previous = round.input as BlackjackInput;
      // A deal whose stake is still unanswered takes no decision yet.
      if (previous.actions.length !== step || round.state !== 'bet_placed')
        throw new StudioError('round_in_progress', 409);
      const input = { ...previous, actions: [...previous.actions, action] };
      const after = blackjackStep(await replayOf(deps, round), input.bet, input.actions, input.legacy);
      const decided = { round, input, after, extra: after.totalStake - (round.outcome as BlackjackView).totalStake };
      let moved: RoundRow;
      try {
        if (decided.extra > 0 && round.mode === 'real') moved = await staked(decided, action as StakeAction);
        else {
          // A stake another decision of this step left open (its request died) is given back first.
          const left = round.mode === 'real' ? await stakesRepository.live(deps.db, round.id, step) : undefined;
          if (left?.state === 'open') await stakes.cancel(left, round.player_id!);
          moved = await record(decided);
        }
      } catch (error) {
        if (error instanceof Superseded) throw new StudioError('round_in_progress', 409);
        throw error;
      }
      if (moved.state === 'bet_placed' && !moved.awaiting_result) moved = await pay(moved);
      if (moved.state === 'settled') await repo.markShown(deps.db, [moved.id]);
      return toRoundView(moved);
    },
  };
}
