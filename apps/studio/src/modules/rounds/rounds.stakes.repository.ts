import { sql, type Updateable } from 'kysely';
import type { Executor } from '../../db/database.js';
import type { NewRoundStake, RoundStakeRow, RoundStakeState, RoundStakesTable } from '../../db/schema.js';

/** The stakes of a decision that may count (not refused, not being cancelled): at most one per decision. */
const LIVE: RoundStakeState[] = ['open', 'applied', 'settled'];

type StakeKey = Pick<RoundStakeRow, 'round_id' | 'step' | 'attempt'>;

/** SQL of the extra stakes of rounds (a blackjack double, split or insurance) and their state machine. */
export const stakesRepository = {
  /** The live stake of a decision, if any. */
  live: (ex: Executor, roundId: string, step: number) =>
    ex
      .selectFrom('studio_round_stakes')
      .selectAll()
      .where('round_id', '=', roundId)
      .where('step', '=', step)
      .where('state', 'in', LIVE)
      .executeTakeFirst(),

  /** How many stakes a decision has tried: the next try's number. */
  async tries(ex: Executor, roundId: string, step: number): Promise<number> {
    const row = await ex
      .selectFrom('studio_round_stakes')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('round_id', '=', roundId)
      .where('step', '=', step)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  },

  /** Writes a new stake; nothing when the decision already has a live one (or this try was taken). */
  insert: (ex: Executor, stake: NewRoundStake) =>
    ex
      .insertInto('studio_round_stakes')
      .values(stake)
      .onConflict((oc) => oc.doNothing())
      .returningAll()
      .executeTakeFirst(),

  /** Moves a stake out of one of `from` (nothing when another request moved it first). */
  transition: (ex: Executor, key: StakeKey, from: RoundStakeState[], patch: Updateable<RoundStakesTable>) =>
    ex
      .updateTable('studio_round_stakes')
      .set({ ...patch, updated_at: sql`now()` })
      .where('round_id', '=', key.round_id)
      .where('step', '=', key.step)
      .where('attempt', '=', key.attempt)
      .where('state', 'in', from)
      .returningAll()
      .executeTakeFirst(),

  /** The stakes recorded with the round's decisions (applied or paid), in decision order. */
  counted: (ex: Executor, roundId: string) =>
    ex
      .selectFrom('studio_round_stakes')
      .selectAll()
      .where('round_id', '=', roundId)
      .where('state', 'in', ['applied', 'settled'])
      .orderBy('step')
      .execute(),

  /** Gives each applied stake what its wager returns, by decision. */
  async setPayouts(ex: Executor, roundId: string, payouts: { step: number; payout: number }[]) {
    for (const { step, payout } of payouts)
      await ex
        .updateTable('studio_round_stakes')
        .set({ payout })
        .where('round_id', '=', roundId)
        .where('step', '=', step)
        .where('state', '=', 'applied')
        .execute();
  },

  /**
   * Claims the stakes whose fate is unknown and whose request gave up on them (its lease
   * passed): each turns `cancelling`, which no request can record any more, leased for
   * `leaseMs`. Returns them with their round's player.
   */
  async claimDue(ex: Executor, now: Date, leaseMs: number, limit: number, playerKey?: string) {
    let due = ex
      .selectFrom('studio_round_stakes as s')
      .innerJoin('studio_rounds as r', 'r.id', 's.round_id')
      .select(['s.round_id', 's.step', 's.attempt'])
      .where('s.state', 'in', ['open', 'cancelling'])
      .where('s.next_attempt_at', '<=', now)
      .orderBy('s.next_attempt_at')
      .limit(limit)
      .forUpdate('s')
      .skipLocked();
    if (playerKey) due = due.where('r.player_key', '=', playerKey);
    return ex
      .updateTable('studio_round_stakes as s')
      .from('studio_rounds as r')
      .set({
        state: 'cancelling',
        next_attempt_at: new Date(now.getTime() + leaseMs),
        attempts: sql`s.attempts + 1`,
        updated_at: sql`now()`,
      })
      .whereRef('r.id', '=', 's.round_id')
      .where(sql<boolean>`(s.round_id, s.step, s.attempt) IN (${due})`)
      .returningAll('s')
      .returning('r.player_id')
      .execute();
  },
};
