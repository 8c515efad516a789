// Players' rounds as the history pages and the lobby's most played read them.
import { sql } from 'kysely';
import type { Executor } from '../../db/database.js';

export interface RoundFilter {
  userId: number;
  from?: Date | undefined;
  to?: Date | undefined;
  /** `{provider}:{game_id}` keys the rounds must be among (a producer's games). */
  gameKeys?: string[] | undefined;
}

function roundsOf(db: Executor, filter: RoundFilter) {
  let query = db.selectFrom('provider_rounds as r').where('r.user_id', '=', filter.userId);
  if (filter.from) query = query.where('r.created_at', '>=', filter.from);
  if (filter.to) query = query.where('r.created_at', '<', filter.to);
  if (filter.gameKeys) {
    const keys = filter.gameKeys;
    query = query.where(sql<boolean>`r.provider || ':' || r.game_id = ANY(${keys}::text[])`);
  }
  return query;
}

export async function countRounds(db: Executor, filter: RoundFilter): Promise<number> {
  if (filter.gameKeys?.length === 0) return 0;
  const row = await roundsOf(db, filter)
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export interface RoundSummary {
  provider: string;
  round_id: string;
  game_id: string;
  created_at: Date;
  closed_at: Date | null;
  bet: number;
  win: number;
  bets: number;
  rolled_back: number;
  free_spin: boolean;
  /** What the round's first accepted bet answered: the balance after it (cash plus bonus, decimal). */
  first: { balance: number; amount: number; currency: string } | null;
}

/** A player's rounds, newest first, with what was staked, won and rolled back in each. */
export async function listRounds(db: Executor, filter: RoundFilter, page: { limit: number; offset: number }) {
  if (filter.gameKeys?.length === 0) return [];
  const ok = sql`t.provider = r.provider AND t.round_id = r.round_id AND t.status_code = 200`;
  // The bet's own player's rollback: another player's names the id only (issue #28).
  const rolledBack = sql`EXISTS (SELECT 1 FROM provider_transactions x WHERE x.provider = t.provider
    AND x.bet_transaction_id = t.transaction_id AND x.user_id = t.user_id AND x.kind = 'rollback'
    AND x.status_code = 200)`;
  return roundsOf(db, filter)
    .select([
      'r.provider',
      'r.round_id',
      'r.game_id',
      'r.created_at',
      'r.closed_at',
      sql<number>`(SELECT coalesce(sum(t.amount), 0) FROM provider_transactions t
        WHERE ${ok} AND t.kind = 'bet' AND NOT ${rolledBack})::bigint`.as('bet'),
      // What the wins paid less what corrections took back (a resettled sportsbook ticket).
      sql<number>`(SELECT coalesce(sum(CASE t.kind WHEN 'win' THEN t.amount ELSE -t.amount END), 0)
        FROM provider_transactions t WHERE ${ok} AND t.kind IN ('win', 'correct'))::bigint`.as('win'),
      sql<number>`(SELECT count(*) FROM provider_transactions t WHERE ${ok} AND t.kind = 'bet')::int`.as('bets'),
      sql<number>`(SELECT count(*) FROM provider_transactions t
        WHERE ${ok} AND t.kind = 'bet' AND ${rolledBack})::int`.as('rolled_back'),
      sql<boolean>`EXISTS (SELECT 1 FROM provider_transactions t
        WHERE ${ok} AND t.free_spin_session_id IS NOT NULL)`.as('free_spin'),
      sql<RoundSummary['first']>`(SELECT json_build_object('balance', t.response->'balance',
          'amount', t.response->'amount', 'currency', t.response->'currency')
        FROM provider_transactions t WHERE ${ok} AND t.kind = 'bet'
        ORDER BY t.created_at, t.transaction_id LIMIT 1)`.as('first'),
    ])
    .orderBy('r.created_at', 'desc')
    .orderBy('r.round_id', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute() as Promise<RoundSummary[]>;
}

/** Games by how many rounds were played since a time, most played first. */
export function mostPlayedGames(db: Executor, since: Date, limit: number) {
  return db
    .selectFrom('provider_rounds')
    .select(['provider', 'game_id', (eb) => eb.fn.countAll<string>().as('rounds')])
    .where('created_at', '>=', since)
    .groupBy(['provider', 'game_id'])
    .orderBy('rounds', 'desc')
    .limit(limit)
    .execute();
}

/** A player's accepted money calls since a time, summed (by the user's index on created_at). */
export async function resultSince(db: Executor, userId: number, since: Date) {
  const { rows } = await sql<{ staked: string; won: string }>`
    SELECT coalesce(sum(CASE kind WHEN 'bet' THEN amount WHEN 'rollback' THEN -amount ELSE 0 END), 0) AS staked,
      coalesce(sum(CASE kind WHEN 'win' THEN amount WHEN 'correct' THEN -amount ELSE 0 END), 0) AS won
    FROM provider_transactions
    WHERE user_id = ${userId} AND created_at >= ${since} AND status_code = 200`.execute(db);
  return rows[0]!;
}
