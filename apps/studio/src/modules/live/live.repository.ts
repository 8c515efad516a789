import { sql } from 'kysely';
import type { Executor } from '../../db/database.js';

/** SQL of the shared live rounds. */
export const liveRepository = {
  /** Serialises round creation per game across instances, for the transaction's duration. */
  lock: (ex: Executor, gameId: string) => sql`SELECT pg_advisory_xact_lock(hashtext(${`live:${gameId}`}))`.execute(ex),

  latest: (ex: Executor, gameId: string) =>
    ex
      .selectFrom('studio_live_rounds')
      .selectAll()
      .where('game_id', '=', gameId)
      .orderBy('seq', 'desc')
      .limit(1)
      .executeTakeFirst(),

  insert: (
    ex: Executor,
    round: { id: string; gameId: string; seq: number; seedId: number; opensAt: Date; closesAt: Date },
  ) =>
    ex
      .insertInto('studio_live_rounds')
      .values({
        id: round.id,
        game_id: round.gameId,
        seq: round.seq,
        seed_id: round.seedId,
        opens_at: round.opensAt,
        closes_at: round.closesAt,
      })
      .returningAll()
      .executeTakeFirstOrThrow(),

  find: (ex: Executor, id: string) =>
    ex.selectFrom('studio_live_rounds').selectAll().where('id', '=', id).executeTakeFirst(),

  dueToClose: (ex: Executor, now: Date) =>
    ex.selectFrom('studio_live_rounds').selectAll().where('result', 'is', null).where('closes_at', '<=', now).execute(),

  setResult: (ex: Executor, id: string, result: unknown, endsAt: Date) =>
    ex
      .updateTable('studio_live_rounds')
      .set({ result: JSON.stringify(result), ends_at: endsAt })
      .where('id', '=', id)
      .where('result', 'is', null)
      .execute(),

  /** Claims the ended, unsettled rounds (one instance settles each). */
  claimEnded: (ex: Executor, now: Date) =>
    ex
      .updateTable('studio_live_rounds')
      .set({ settled_at: now })
      .where('settled_at', 'is', null)
      .where('ends_at', '<=', now)
      .returningAll()
      .execute(),

  history: (ex: Executor, gameId: string, limit: number) =>
    ex
      .selectFrom('studio_live_rounds as r')
      .innerJoin('studio_seeds as s', 's.id', 'r.seed_id')
      .select(['r.id', 'r.seq', 'r.result', 'r.ends_at', 's.server_seed', 's.server_seed_hash', 's.client_seed'])
      .where('r.game_id', '=', gameId)
      .where('r.settled_at', 'is not', null)
      .orderBy('r.seq', 'desc')
      .limit(limit)
      .execute(),

  /** Bets waiting for this round's result. */
  awaiting: (ex: Executor, liveRoundId: string) =>
    ex
      .selectFrom('studio_rounds')
      .selectAll()
      .where('live_round_id', '=', liveRoundId)
      .where('awaiting_result', '=', true)
      .where('state', '=', 'bet_placed')
      .execute(),

  myBets: (ex: Executor, playerKey: string, liveRoundIds: string[]) =>
    liveRoundIds.length === 0
      ? Promise.resolve([])
      : ex
          .selectFrom('studio_rounds')
          .selectAll()
          .where('player_key', '=', playerKey)
          .where('live_round_id', 'in', liveRoundIds)
          .where('state', '!=', 'rejected')
          .orderBy('created_at')
          .execute(),
};
