import { sql } from 'kysely';
import type { Executor } from '../../db/database.js';
import type { Insertable, Selectable } from 'kysely';
import type { ProviderTransactionsTable } from '../../db/schema.js';

export type ProviderRow = NonNullable<Awaited<ReturnType<typeof findProvider>>>;

export function findProvider(db: Executor, code: string) {
  return db
    .selectFrom('game_providers')
    .selectAll()
    .where('code', '=', code)
    .where('active', '=', true)
    .executeTakeFirst();
}

export async function upsertProvider(db: Executor, provider: { code: string; name: string; secret: string }) {
  await db
    .insertInto('game_providers')
    .values(provider)
    .onConflict((oc) => oc.column('code').doUpdateSet({ name: provider.name, secret: provider.secret, active: true }))
    .execute();
}

export async function insertLaunchToken(
  db: Executor,
  token: {
    tokenHash: string;
    userId: number;
    provider: string;
    gameId: string;
    freeSpinSessionId: number | null;
    expiresAt: Date;
  },
) {
  await db
    .insertInto('game_launch_tokens')
    .values({
      token_hash: token.tokenHash,
      user_id: token.userId,
      provider: token.provider,
      game_id: token.gameId,
      free_spin_session_id: token.freeSpinSessionId,
      expires_at: token.expiresAt,
    })
    .execute();
}

export function findLaunchToken(db: Executor, tokenHash: string, provider: string, now: Date) {
  return db
    .selectFrom('game_launch_tokens')
    .selectAll()
    .where('token_hash', '=', tokenHash)
    .where('provider', '=', provider)
    .where('expires_at', '>', now)
    .executeTakeFirst();
}

/** Whether the player ever launched a game of this provider: a provider sees only its own players. */
export async function hasLaunched(db: Executor, userId: number, provider: string): Promise<boolean> {
  const row = await db
    .selectFrom('game_launch_tokens')
    .select('user_id')
    .where('user_id', '=', userId)
    .where('provider', '=', provider)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** Serialises everything that concerns one bet (the bet, its wins, its rollbacks) until commit. */
export async function lockBet(db: Executor, provider: string, betTransactionId: string): Promise<void> {
  await sql`SELECT pg_advisory_xact_lock(hashtextextended(${`${provider}:${betTransactionId}`}, 0))`.execute(db);
}

export function findTransaction(db: Executor, provider: string, transactionId: string) {
  return db
    .selectFrom('provider_transactions')
    .selectAll()
    .where('provider', '=', provider)
    .where('transaction_id', '=', transactionId)
    .executeTakeFirst();
}

/** Records a transaction and its answer; a row already there (a racing retry) wins: then false. */
export async function insertTransaction(
  db: Executor,
  row: Omit<Insertable<ProviderTransactionsTable>, 'response'> & { response: unknown },
  closeRound?: { roundId: string; now: Date },
): Promise<boolean> {
  const values = { ...row, response: JSON.stringify(row.response) };
  // A win that closes its round does both in one statement.
  const result = closeRound
    ? await db
        .with('closed', (qc) =>
          qc
            .updateTable('provider_rounds')
            .set({ closed_at: closeRound.now })
            .where('provider', '=', row.provider)
            .where('round_id', '=', closeRound.roundId)
            .where('closed_at', 'is', null),
        )
        .insertInto('provider_transactions')
        .values(values)
        .onConflict((oc) => oc.columns(['provider', 'transaction_id']).doNothing())
        .executeTakeFirst()
    : await db
        .insertInto('provider_transactions')
        .values(values)
        .onConflict((oc) => oc.columns(['provider', 'transaction_id']).doNothing())
        .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

export type TransactionRow = Selectable<ProviderTransactionsTable>;

/** What a money call needs to know, read in one statement once the bet's lock is held. */
export interface CallContext {
  /** This transaction id's earlier answer, if any. */
  known: TransactionRow | null;
  /** The transaction the call names as its bet (for a bet: itself). */
  bet: TransactionRow | null;
  rolledBack: boolean;
  won: boolean;
  round: { user_id: number; closed_at: string | null } | null;
}

export async function readCallContext(
  db: Executor,
  call: { provider: string; transactionId: string; betTransactionId: string; roundId: string },
): Promise<CallContext> {
  const accepted = (kind: string) => sql<boolean>`EXISTS (SELECT 1 FROM provider_transactions t
    WHERE t.provider = ${call.provider} AND t.bet_transaction_id = ${call.betTransactionId}
      AND t.kind = ${kind} AND t.status_code = 200)`;
  const { rows } = await sql<{
    known: TransactionRow | null;
    bet: TransactionRow | null;
    rolled_back: boolean;
    won: boolean;
    round: CallContext['round'];
  }>`SELECT
      (SELECT row_to_json(t) FROM provider_transactions t
        WHERE t.provider = ${call.provider} AND t.transaction_id = ${call.transactionId}) AS known,
      (SELECT row_to_json(t) FROM provider_transactions t
        WHERE t.provider = ${call.provider} AND t.transaction_id = ${call.betTransactionId}) AS bet,
      ${accepted('rollback')} AS rolled_back,
      ${accepted('win')} AS won,
      (SELECT json_build_object('user_id', r.user_id, 'closed_at', r.closed_at) FROM provider_rounds r
        WHERE r.provider = ${call.provider} AND r.round_id = ${call.roundId}) AS round`.execute(db);
  const row = rows[0]!;
  return { known: row.known, bet: row.bet, rolledBack: row.rolled_back, won: row.won, round: row.round };
}

export async function openRound(
  db: Executor,
  round: { provider: string; roundId: string; userId: number; gameId: string },
) {
  await db
    .insertInto('provider_rounds')
    .values({ provider: round.provider, round_id: round.roundId, user_id: round.userId, game_id: round.gameId })
    .onConflict((oc) => oc.columns(['provider', 'round_id']).doNothing())
    .execute();
}

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
  const rolledBack = sql`EXISTS (SELECT 1 FROM provider_transactions x WHERE x.provider = t.provider
    AND x.bet_transaction_id = t.transaction_id AND x.kind = 'rollback' AND x.status_code = 200)`;
  return roundsOf(db, filter)
    .select([
      'r.provider',
      'r.round_id',
      'r.game_id',
      'r.created_at',
      'r.closed_at',
      sql<number>`(SELECT coalesce(sum(t.amount), 0) FROM provider_transactions t
        WHERE ${ok} AND t.kind = 'bet' AND NOT ${rolledBack})::bigint`.as('bet'),
      sql<number>`(SELECT coalesce(sum(t.amount), 0) FROM provider_transactions t
        WHERE ${ok} AND t.kind = 'win')::bigint`.as('win'),
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
