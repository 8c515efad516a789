import { randomUUID } from 'node:crypto';
import { createFairRng, type Rng } from '@casino/fair';
import type { NewRound, RoundRow, SessionRow } from '../../db/schema.js';
import type { BlackjackView } from '../../engines/table/blackjack/blackjack.types.js';
import { deal } from '../../engines/table/video-poker/vp.play.js';
import { blackjack, blackjackStep, type BlackjackInput } from '../../games/table/blackjack.adapter.js';
import { videoPoker, type VideoPokerInput } from '../../games/table/video-poker.adapter.js';
import { StudioError } from '../../lib/studio-error.js';
import { sessionsRepository } from '../sessions/sessions.repository.js';
import { roundsRepository as repo } from './rounds.repository.js';
import type { RoundsDeps } from './rounds.service.js';
import { toRoundView, type RoundView } from './rounds.view.js';

/** The games whose hand takes several requests: the stake at the deal, the player's decisions, then the pay. */
export const isHandGame = (gameId: string) => gameId === videoPoker.meta.id || gameId === blackjack.meta.id;

/** Whether a staked round waits for the player (a video-poker hand always does; a blackjack hand until it ends). */
export function waitsForPlayer(round: Pick<RoundRow, 'game_id' | 'outcome'>): boolean {
  if (round.game_id === videoPoker.meta.id) return true;
  return round.game_id === blackjack.meta.id && (round.outcome as BlackjackView).phase !== 'done';
}

/** What the deal of a hand shows and records: only what the player may see (the rest stays behind the seed). */
function opening(gameId: string, rng: Rng, input: unknown) {
  if (gameId === videoPoker.meta.id) {
    const { hold: _ignored, ...bet } = input as VideoPokerInput;
    return { input: bet, outcome: { dealt: deal(rng).hand }, payout: 0, finished: false };
  }
  const bet = { bet: (input as BlackjackInput).bet, actions: [] };
  const state = blackjackStep(rng, bet.bet, []);
  // A blackjack, or the dealer's found by the peek, ends the hand at the deal.
  return state.phase === 'done'
    ? { input: bet, outcome: state, payout: state.payout!, finished: true }
    : { input: bet, outcome: state, payout: 0, finished: false };
}

interface HandCore {
  deps: RoundsDeps;
  newRound: (
    session: SessionRow,
    id: string,
    seed: { seedId: number; nonce: number },
    input: unknown,
    outcome: unknown,
    stake: number,
    payout: number,
  ) => Omit<NewRound, 'state'>;
  stakeOrThrow: (round: RoundRow) => Promise<RoundRow>;
  pay: (round: RoundRow) => Promise<RoundRow>;
  settle: (round: RoundRow, payout: number, outcome: unknown, input?: unknown) => Promise<RoundRow | undefined>;
}

/** The round's own stream again, from its seed (kept secret while the hand waits). */
export async function replayOf(deps: RoundsDeps, round: RoundRow): Promise<Rng> {
  const seed = await deps.fairness.seedOf(round.seed_id);
  return createFairRng(seed.server_seed, seed.client_seed, round.nonce);
}

/** The session's hand waiting for a decision, if it is `roundId`; else not_found. */
export async function waitingHand(deps: RoundsDeps, session: SessionRow, roundId: string): Promise<RoundRow> {
  const round = await repo.pendingDecision(deps.db, session.player_key, session.game_id);
  if (!round || round.id !== roundId) throw new StudioError('not_found', 404);
  return round;
}

/** The multi-step hands (video poker, blackjack) on top of the rounds' money machinery. */
export function createHands({ deps, newRound, stakeOrThrow, pay, settle }: HandCore) {
  return {
    /**
     * The first step of a hand: the stake is taken and the opening cards shown; the round
     * then waits (awaiting_result) for the player, unless the deal already ended it.
     */
    async deal(session: SessionRow, input: unknown, stake: number): Promise<RoundView> {
      const round = await deps.db.transaction().execute(async (tx) => {
        await repo.lockHands(tx, session.player_key, session.game_id);
        const open = await repo.pendingDecision(tx, session.player_key, session.game_id);
        if (open) throw new StudioError('round_in_progress', 409);
        const seed = await deps.fairness.draw(tx, session.player_key);
        const first = opening(session.game_id, createFairRng(seed.serverSeed, seed.clientSeed, seed.nonce), input);
        const row = newRound(session, randomUUID(), seed, first.input, first.outcome, stake, first.payout);
        // A hand over at the deal is an ordinary round: shown once it is paid. A hand that
        // will wait counts as pending from now on, so a second deal is refused even before
        // this stake is answered (the retry loop still cancels an open round left behind).
        if (session.mode === 'real')
          return repo.insert(tx, { ...row, state: 'open', shown: !first.finished, awaiting_result: !first.finished });
        const moved = await sessionsRepository.moveDemoBalance(tx, session.id, stake, first.payout);
        if (!moved) throw new StudioError('not_enough_money', 400);
        return repo.insert(tx, {
          ...row,
          state: first.finished ? 'settled' : 'bet_placed',
          credited: first.finished ? first.payout : null,
          balance: moved.demo_balance,
          awaiting_result: !first.finished,
          shown: true,
        });
      });
      if (session.mode === 'demo') return toRoundView(round);
      let staked = await stakeOrThrow(round);
      if (staked.state === 'bet_placed' && !staked.awaiting_result) staked = await pay(staked);
      if (staked.state === 'settled') await repo.markShown(deps.db, [staked.id]);
      return toRoundView(staked);
    },

    /** The second step of a video-poker hand: replaces the cards not held and pays the hand. */
    async draw(session: SessionRow, roundId: string, hold: number): Promise<RoundView> {
      if (session.game_id !== videoPoker.meta.id) throw new StudioError('not_found', 404);
      const round = await waitingHand(deps, session, roundId);
      const input = { ...(round.input as VideoPokerInput), hold };
      const { outcome, payout } = videoPoker.play(await replayOf(deps, round), input);
      const settled = await settle(round, payout, outcome, input);
      if (!settled) throw new StudioError('not_found', 404);
      return toRoundView(settled);
    },
  };
}
