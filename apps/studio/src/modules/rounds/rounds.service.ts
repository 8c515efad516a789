import { randomUUID } from 'node:crypto';
import type { WalletClient } from '@casino/seamless-client';
import { createFairRng } from '@casino/fair';
import type { Db } from '../../db/database.js';
import type { RoundRow, SessionRow } from '../../db/schema.js';
import { gameOf } from '../../games/registry.js';
import { fromWalletAmount, toWalletAmount } from '../../lib/money.js';
import { StudioError } from '../../lib/studio-error.js';
import type { FairnessService } from '../fairness/fairness.service.js';
import { sessionsRepository } from '../sessions/sessions.repository.js';
import { createBlackjackDecisions } from './rounds.blackjack.js';
import { createHands, isHandGame, waitsForPlayer } from './rounds.hands.js';
import { BET_REFUSALS, OWNED_MS, RETRY_MS } from './rounds.refusals.js';
import { roundsRepository as repo } from './rounds.repository.js';
import { createStakes } from './rounds.stakes.js';
import { toRoundView, type RoundView } from './rounds.view.js';

export type RoundsService = ReturnType<typeof createRoundsService>;

export interface RoundsDeps {
  db: Db;
  wallet: WalletClient;
  fairness: FairnessService;
  now: () => Date;
  log?: (message: string, details?: Record<string, unknown>) => void;
}

/**
 * Rounds: the outcome is decided and the round written (state `open`) before any money
 * moves, then driven through the wallet: open → bet_placed → settled, or → rolled_back.
 * Whatever step fails is taken up again by the retry loop or the player's next launch,
 * always with the same transaction ids, so no round is ever left half paid.
 */
export function createRoundsService(deps: RoundsDeps) {
  const log = deps.log ?? (() => {});
  const later = (attempts: number) =>
    new Date(deps.now().getTime() + RETRY_MS[Math.min(attempts, RETRY_MS.length - 1)]!);
  const stakes = createStakes(deps);

  /** Takes the stake; if the answer cannot be had, cancels the bet. */
  async function placeStake(round: RoundRow): Promise<RoundRow> {
    const answer = await deps.wallet.bet({
      transactionId: round.bet_tx,
      roundId: round.id,
      playerId: round.player_id!,
      gameId: round.game_id,
      amount: toWalletAmount(round.stake),
      freeSpinSessionId: round.free_spin_session_id,
    });
    if (answer.ok) {
      const balance = fromWalletAmount(answer.body.balance);
      // A live bet waits for its shared round's result, a hand for the player's decision.
      const awaiting_result = round.live_round_id !== null || waitsForPlayer(round);
      return (
        (await repo.transition(deps.db, round.id, 'open', { state: 'bet_placed', balance, awaiting_result })) ??
        reload(round)
      );
    }
    if (answer.kind === 'refused') {
      const state = answer.code === 'bet_rolled_back' ? 'rolled_back' : 'rejected';
      // A refused free spin was not used: the player keeps it.
      if (round.free_spin_session_id) await sessionsRepository.giveBackFreeSpin(deps.db, round.session_id);
      const balance = answer.balance === undefined ? null : fromWalletAmount(answer.balance);
      return (
        (await repo.transition(deps.db, round.id, 'open', { state, refusal: answer.code, balance, shown: true })) ??
        reload(round)
      );
    }
    log('bet unanswered, rolling back', { round: round.id, reason: answer.reason });
    return cancel(round);
  }

  /** Rolls back a bet whose fate is unknown; stays open for the retry loop if even that fails. */
  async function cancel(round: RoundRow): Promise<RoundRow> {
    const answer = await deps.wallet.rollback({
      transactionId: round.rollback_tx,
      roundId: round.id,
      playerId: round.player_id!,
      betTransactionId: round.bet_tx,
    });
    if (answer.ok) {
      const balance = fromWalletAmount(answer.body.balance);
      // A cancelled free spin was not played: the player keeps it.
      if (round.free_spin_session_id) await sessionsRepository.giveBackFreeSpin(deps.db, round.session_id);
      return (
        (await repo.transition(deps.db, round.id, round.state, {
          state: 'rolled_back',
          refusal: 'wallet_unavailable',
          balance,
        })) ?? reload(round)
      );
    }
    log('rollback failed, will retry', { round: round.id, answer });
    return (
      (await repo.transition(deps.db, round.id, round.state, {
        refusal: answer.kind === 'refused' ? answer.code : 'wallet_unavailable',
        next_attempt_at: later(round.attempts),
      })) ?? reload(round)
    );
  }

  /**
   * Pays the round (a zero win too: it closes the round on the platform). A round with
   * stakes after its bet pays each of them its own win first; the bet's win, the rest of
   * the payout, closes the round.
   */
  async function pay(round: RoundRow): Promise<RoundRow> {
    let extra = { payout: 0, credited: 0 };
    if (round.extra_stake > 0) {
      const paid = await stakes.payAll(round);
      if (!paid.done) {
        log('a stake win not paid yet, will retry', { round: round.id, refusal: paid.refusal });
        return (
          (await repo.transition(deps.db, round.id, 'bet_placed', {
            refusal: paid.refusal ?? 'wallet_unavailable',
            next_attempt_at: later(round.attempts),
          })) ?? reload(round)
        );
      }
      extra = paid;
    }
    const answer = await deps.wallet.win({
      transactionId: round.win_tx,
      roundId: round.id,
      playerId: round.player_id!,
      betTransactionId: round.bet_tx,
      amount: toWalletAmount(round.payout - extra.payout),
      roundClosed: true,
    });
    if (answer.ok) {
      const credited = fromWalletAmount(answer.body.amount) + extra.credited;
      const balance = fromWalletAmount(answer.body.balance);
      return (
        (await repo.transition(deps.db, round.id, 'bet_placed', { state: 'settled', credited, balance })) ??
        reload(round)
      );
    }
    if (answer.kind === 'refused' && answer.code === 'bet_rolled_back') {
      return (
        (await repo.transition(deps.db, round.id, 'bet_placed', { state: 'rolled_back', refusal: answer.code })) ??
        reload(round)
      );
    }
    log('win not paid yet, will retry', { round: round.id, answer });
    return (
      (await repo.transition(deps.db, round.id, 'bet_placed', {
        refusal: answer.kind === 'refused' ? answer.code : 'wallet_unavailable',
        next_attempt_at: later(round.attempts),
      })) ?? reload(round)
    );
  }

  /** Takes the stake of a freshly written round; a refusal or an unreachable wallet is the player's error. */
  async function stakeOrThrow(round: RoundRow): Promise<RoundRow> {
    const staked = await placeStake(round);
    if (staked.state === 'rejected') {
      const refusal = BET_REFUSALS[staked.refusal ?? ''] ?? { code: 'invalid_request' as const, status: 400 };
      throw new StudioError(refusal.code, refusal.status);
    }
    if (staked.state === 'rolled_back' || staked.state === 'open') {
      if (staked.state === 'rolled_back') await repo.markShown(deps.db, [staked.id]);
      throw new StudioError('wallet_unavailable', 503);
    }
    return staked;
  }

  async function reload(round: RoundRow): Promise<RoundRow> {
    return (await repo.find(deps.db, round.id))!;
  }

  /** Drives a round picked up again: a bet whose fate is unknown is cancelled, a placed bet paid. */
  async function resume(round: RoundRow): Promise<RoundRow> {
    if (round.state === 'open') return cancel(round);
    if (round.state === 'bet_placed') return pay(round);
    return round;
  }

  async function playDemo(session: SessionRow, gameId: string, input: unknown, stake: number): Promise<RoundView> {
    const game = gameOf(gameId);
    const round = await deps.db.transaction().execute(async (tx) => {
      const seed = await deps.fairness.draw(tx, session.player_key);
      const { outcome, payout } = game.play(createFairRng(seed.serverSeed, seed.clientSeed, seed.nonce), input);
      const moved = await sessionsRepository.moveDemoBalance(tx, session.id, stake, payout);
      if (!moved) throw new StudioError('not_enough_money', 400);
      const id = randomUUID();
      return repo.insert(tx, {
        ...newRound(session, id, seed, input, outcome, stake, payout),
        state: 'settled',
        credited: payout,
        balance: moved.demo_balance,
        shown: true,
      });
    });
    return toRoundView(round);
  }

  /** Pays a waiting round its payout (a live bet's result, a video-poker draw); nothing if another settled it first. */
  async function settle(
    round: RoundRow,
    payout: number,
    outcome: unknown,
    input?: unknown,
  ): Promise<RoundRow | undefined> {
    const patch = {
      payout,
      outcome: JSON.stringify(outcome),
      now: deps.now(),
      ...(input === undefined ? {} : { input: JSON.stringify(input) }),
    };
    if (round.mode === 'demo') {
      return deps.db.transaction().execute(async (tx) => {
        const claimed = await repo.claimLive(tx, round.id, patch);
        if (!claimed) return undefined;
        const moved = await sessionsRepository.moveDemoBalance(tx, claimed.session_id, 0, payout);
        return repo.transition(tx, claimed.id, 'bet_placed', {
          state: 'settled',
          credited: payout,
          balance: moved?.demo_balance ?? null,
        });
      });
    }
    const claimed = await repo.claimLive(deps.db, round.id, patch);
    return claimed ? pay(claimed) : undefined;
  }

  function newRound(
    session: SessionRow,
    id: string,
    seed: { seedId: number; nonce: number },
    input: unknown,
    outcome: unknown,
    stake: number,
    payout: number,
  ) {
    return {
      id,
      session_id: session.id,
      player_key: session.player_key,
      player_id: session.player_id,
      mode: session.mode,
      game_id: session.game_id,
      currency: session.currency,
      stake,
      payout,
      seed_id: seed.seedId,
      nonce: seed.nonce,
      input: JSON.stringify(input),
      outcome: JSON.stringify(outcome),
      bet_tx: `${id}:bet`,
      win_tx: `${id}:win`,
      rollback_tx: `${id}:rollback`,
      next_attempt_at: new Date(deps.now().getTime() + OWNED_MS),
    };
  }

  const hands = createHands({ deps, newRound, stakeOrThrow, pay, settle });
  const decisions = createBlackjackDecisions(deps, stakes, pay);

  return {
    /** Plays one round of the session's game: decided and recorded first, then paid through the wallet. */
    async play(session: SessionRow, rawInput: unknown): Promise<RoundView> {
      const game = gameOf(session.game_id);
      const parsed = game.input.safeParse(rawInput);
      if (!parsed.success) throw new StudioError('invalid_request', 400);
      const stake = game.stake(parsed.data);
      if (isHandGame(game.meta.id)) return hands.deal(session, parsed.data, stake);
      if (session.mode === 'demo') return playDemo(session, session.game_id, parsed.data, stake);

      let round = await deps.db.transaction().execute(async (tx) => {
        // A free spin granted with the launch is played first, at its own bet, for a stake of 0.
        let input = parsed.data;
        let paid = stake;
        let freeSpin: string | null = null;
        if (game.meta.type === 'slot' && session.free_spins_left > 0) {
          const free = await sessionsRepository.takeFreeSpin(tx, session.id);
          if (free?.free_spin_bet) {
            input = { bet: free.free_spin_bet };
            paid = 0;
            freeSpin = free.free_spin_session_id;
          }
        }
        const seed = await deps.fairness.draw(tx, session.player_key);
        const rng = createFairRng(seed.serverSeed, seed.clientSeed, seed.nonce);
        const { outcome, payout } = game.play(rng, input);
        return repo.insert(tx, {
          ...newRound(session, randomUUID(), seed, input, outcome, paid, payout),
          state: 'open',
          free_spin_session_id: freeSpin,
        });
      });
      round = await stakeOrThrow(round);
      if (round.state === 'bet_placed') round = await pay(round);
      if (round.state === 'settled') await repo.markShown(deps.db, [round.id]);
      return toRoundView(round);
    },

    hasPendingDecision: (playerKey: string) => repo.anyPendingDecision(deps.db, playerKey),

    /** The second step of a video-poker hand: replaces the cards not held and pays the hand. */
    drawHand: hands.draw,
    /** A blackjack decision (a double, a split or insurance stakes again); the last one pays the round. */
    actHand: decisions.act,

    /** The hand waiting for this player's decision, if any (shown again at the next launch). */
    async pendingHand(session: SessionRow) {
      const round = await repo.pendingDecision(deps.db, session.player_key, session.game_id);
      return round ? toRoundView(round) : null;
    },

    /** A bet on a shared live round: staked now, paid by settleLive once the round has its result. */
    async placeLive(session: SessionRow, live: { id: string; seedId: number }, input: unknown, stake: number) {
      const seed = { seedId: live.seedId, nonce: 0 };
      if (session.mode === 'demo') {
        const round = await deps.db.transaction().execute(async (tx) => {
          const moved = await sessionsRepository.moveDemoBalance(tx, session.id, stake, 0);
          if (!moved) throw new StudioError('not_enough_money', 400);
          return repo.insert(tx, {
            ...newRound(session, randomUUID(), seed, input, {}, stake, 0),
            state: 'bet_placed',
            balance: moved.demo_balance,
            live_round_id: live.id,
            awaiting_result: true,
            shown: true, // the live table shows its own results
          });
        });
        return toRoundView(round);
      }
      const round = await repo.insert(deps.db, {
        ...newRound(session, randomUUID(), seed, input, {}, stake, 0),
        state: 'open',
        live_round_id: live.id,
        shown: true,
      });
      return toRoundView(await stakeOrThrow(round));
    },

    /** Pays a live bet its payout (decided by the live round); nothing if another settled it first. */
    settleLive: (round: RoundRow, payout: number, outcome: unknown) => settle(round, payout, outcome),

    /**
     * Finishes the due unfinished rounds (all players, or one at launch), and gives back the
     * stakes of decisions whose request died. Returns how many it drove.
     */
    async resumeDue(options: { playerKey?: string; limit?: number } = {}): Promise<number> {
      const stakesDriven = await stakes.resumeDue(options);
      const claimed = await deps.db
        .transaction()
        .execute((tx) => repo.claimDue(tx, deps.now(), OWNED_MS, options.limit ?? 50, options.playerKey));
      for (const round of claimed) {
        try {
          await resume(round);
        } catch (error) {
          log('resume failed', { round: round.id, error: String(error) });
        }
      }
      return stakesDriven + claimed.length;
    },

    /** Rounds finished without the player seeing them (shown once, then marked seen). */
    async takeUnseen(session: SessionRow): Promise<RoundView[]> {
      const rounds = await repo.unseen(deps.db, session.player_key, session.game_id);
      await repo.markShown(
        deps.db,
        rounds.map((round) => round.id),
      );
      return rounds.map(toRoundView);
    },

    /** The player's last rounds of this game, with the server seed once it is revealed. */
    async history(session: SessionRow, limit = 20) {
      const rounds = await repo.history(deps.db, session.player_key, session.game_id, limit);
      const seeds = await deps.fairness.seedsOf([...new Set(rounds.map((round) => round.seed_id))]);
      return rounds.map((round) => ({ ...toRoundView(round), seed: seeds.get(round.seed_id)! }));
    },
  };
}
