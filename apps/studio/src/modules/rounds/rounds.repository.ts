import { sql, type Updateable } from 'kysely';
import type { Executor } from '../../db/database.js';
import type { NewRound, RoundState, RoundsTable } from '../../db/schema.js';

// A hand's recorded step count (its input's actions): the guard of its next step.
const stepsOf = sql<number>`jsonb_array_length(input->'actions')`;

/** A hand's move: its input and outcome, what the move staked (added to extra_stake), the balance after it. */
interface HandMove {
  input?: string;
  outcome: string;
  extraStake?: number;
  balance?: number;
}
const moveOf = ({ input, outcome, extraStake, balance }: HandMove) => ({
  outcome,
  ...(input === undefined ? {} : { input }),
  ...(extraStake ? { extra_stake: sql<number>`extra_stake + ${extraStake}::bigint` } : {}),
  ...(balance === undefined ? {} : { balance }),
});

/** SQL of the rounds and their state machine. */
export const roundsRepository = {
  insert: (ex: Executor, round: NewRound) =>
    ex.insertInto('studio_rounds').values(round).returningAll().executeTakeFirstOrThrow(),

  find: (ex: Executor, id: string) =>
    ex.selectFrom('studio_rounds').selectAll().where('id', '=', id).executeTakeFirst(),

  /** Moves a round out of `from` (nothing when another worker moved it first). */
  transition: (ex: Executor, id: string, from: RoundState, patch: Updateable<RoundsTable>) =>
    ex
      .updateTable('studio_rounds')
      .set({ ...patch, updated_at: sql`now()` })
      .where('id', '=', id)
      .where('state', '=', from)
      .returningAll()
      .executeTakeFirst(),

  /**
   * Gives a live bet its payout and releases it for payment (only once: it must still be
   * awaiting). `steps`: a blackjack hand must still have that many recorded actions.
   */
  claimLive: (ex: Executor, id: string, patch: HandMove & { payout: number; now: Date }, steps?: number) =>
    ex
      .updateTable('studio_rounds')
      .$if(steps !== undefined, (q) => q.where(stepsOf, '=', steps!))
      .set({
        ...moveOf(patch),
        payout: patch.payout,
        awaiting_result: false,
        next_attempt_at: patch.now,
        updated_at: sql`now()`,
      })
      .where('id', '=', id)
      .where('state', '=', 'bet_placed')
      .where('awaiting_result', '=', true)
      .returningAll()
      .executeTakeFirst(),

  /** Records one more decision of a waiting blackjack hand, if its `steps` actions are still the last recorded. */
  advanceHand: (ex: Executor, id: string, steps: number, patch: HandMove) =>
    ex
      .updateTable('studio_rounds')
      .where(stepsOf, '=', steps)
      .set({ ...moveOf(patch), updated_at: sql`now()` })
      .where('id', '=', id)
      .where('state', '=', 'bet_placed')
      .where('awaiting_result', '=', true)
      .returningAll()
      .executeTakeFirst(),

  /**
   * Claims the unfinished real-money rounds that are due, pushing their next attempt out
   * by `leaseMs` so another instance or tick does not take them at the same time.
   */
  async claimDue(ex: Executor, now: Date, leaseMs: number, limit: number, playerKey?: string) {
    let due = ex
      .selectFrom('studio_rounds')
      .select('id')
      .where('mode', '=', 'real')
      // An open round is due whatever it waits for: its bet's fate is unknown until answered.
      .where((eb) =>
        eb.or([eb('state', '=', 'open'), eb.and([eb('state', '=', 'bet_placed'), eb('awaiting_result', '=', false)])]),
      )
      .where('next_attempt_at', '<=', now)
      .orderBy('next_attempt_at')
      .limit(limit)
      .forUpdate()
      .skipLocked();
    if (playerKey) due = due.where('player_key', '=', playerKey);
    return ex
      .updateTable('studio_rounds')
      .set({ next_attempt_at: new Date(now.getTime() + leaseMs), attempts: sql`attempts + 1` })
      .where('id', 'in', due)
      .returningAll()
      .execute();
  },

  /** Serialises the deals of one player's hands (until the transaction ends), so two cannot both start. */
  lockHands: async (ex: Executor, playerKey: string, gameId: string) => {
    await sql`select pg_advisory_xact_lock(hashtext(${`hands:${playerKey}:${gameId}`}))`.execute(ex);
  },

  /** A round of this game staked and waiting for the player's decision (not a live bet). */
  pendingDecision: (ex: Executor, playerKey: string, gameId: string) =>
    ex
      .selectFrom('studio_rounds')
      .selectAll()
      .where('player_key', '=', playerKey)
      .where('game_id', '=', gameId)
      .where('state', 'in', ['open', 'bet_placed'])
      .where('live_round_id', 'is', null)
      .where('awaiting_result', '=', true)
      .executeTakeFirst(),

  /** Whether any round of the player waits for a decision (its seed must stay secret meanwhile). */
  anyPendingDecision: async (ex: Executor, playerKey: string) =>
    (await ex
      .selectFrom('studio_rounds')
      .select('id')
      .where('player_key', '=', playerKey)
      .where('live_round_id', 'is', null)
      .where('awaiting_result', '=', true)
      .where('state', 'in', ['open', 'bet_placed']) // open: a hand whose stake is in flight
      .executeTakeFirst()) !== undefined,

  /** Finished rounds the player has not been shown (resumed after a closed tab or a crash). */
  unseen: (ex: Executor, playerKey: string, gameId: string) =>
    ex
      .selectFrom('studio_rounds')
      .selectAll()
      .where('player_key', '=', playerKey)
      .where('game_id', '=', gameId)
      .where('shown', '=', false)
      .where('state', 'in', ['settled', 'rolled_back'])
      .orderBy('created_at')
      .execute(),

  markShown: async (ex: Executor, ids: string[]) => {
    if (ids.length) await ex.updateTable('studio_rounds').set({ shown: true }).where('id', 'in', ids).execute();
  },

  history: (ex: Executor, playerKey: string, gameId: string, limit: number) =>
    ex
      .selectFrom('studio_rounds')
      .selectAll()
      .where('player_key', '=', playerKey)
      .where('game_id', '=', gameId)
      .where('state', '!=', 'rejected')
      .orderBy('created_at', 'desc')
      .limit(limit)
      .execute(),
};
