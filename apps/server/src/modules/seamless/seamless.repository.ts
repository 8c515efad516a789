import { sql } from 'kysely';
import type { Executor } from '../../db/database.js';
import type { ReadPart, WritePart } from '../../db/statement-parts.js';
import type { Insertable, Selectable } from 'kysely';
import type { FreeBetsTable, ProviderTransactionsTable } from '../../db/schema.js';

export type ProviderRow = NonNullable<Awaited<ReturnType<typeof findProvider>>>;

export function findProvider(db: Executor, code: string) {
  return db
    .selectFrom('game_providers')
    .selectAll()
    .where('code', '=', code)
    .where('active', '=', true)
    .executeTakeFirst();
}

/**
 * Registers a provider with its configured secret (at start). The configuration's secret seeds a
 * provider and replaces its secret while the console never rotated it; once rotated, the
 * rotation's secret stays (decision 045). A provider whose secret configuration manages takes the
 * configured one whatever happened, and any rotation is forgotten.
 */
export async function upsertProvider(
  db: Executor,
  provider: { code: string; name: string; secret: string },
  managedByConfiguration: boolean,
) {
  await db
    .insertInto('game_providers')
    .values(provider)
    .onConflict((oc) =>
      oc.column('code').doUpdateSet(
        managedByConfiguration
          ? {
              name: provider.name,
              secret: provider.secret,
              active: true,
              previous_secret: null,
              previous_secret_until: null,
              rotated_at: null,
            }
          : {
              name: provider.name,
              active: true,
              secret: sql<string>`CASE WHEN game_providers.rotated_at IS NULL THEN excluded.secret
                ELSE game_providers.secret END`,
            },
      ),
    )
    .execute();
}

const PROVIDER_INFO = ['code', 'name', 'active', 'rotated_at', 'previous_secret_until'] as const;

/** Every provider, active or not, without its secrets. */
export function listProviders(db: Executor) {
  return db.selectFrom('game_providers').select(PROVIDER_INFO).orderBy('name').orderBy('code').execute();
}

export function findProviderInfo(db: Executor, code: string) {
  return db.selectFrom('game_providers').select(PROVIDER_INFO).where('code', '=', code).executeTakeFirst();
}

/** A new secret; the current one becomes the previous, accepted until `previousUntil`. One statement: two rotations queue on the row. */
export function rotateSecret(db: Executor, code: string, rotation: { secret: string; now: Date; previousUntil: Date }) {
  return db
    .updateTable('game_providers')
    .set((eb) => ({
      previous_secret: eb.ref('secret'),
      previous_secret_until: rotation.previousUntil,
      secret: rotation.secret,
      rotated_at: rotation.now,
    }))
    .where('code', '=', code)
    .returning(PROVIDER_INFO)
    .executeTakeFirst();
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

export type TransactionRow = Selectable<ProviderTransactionsTable>;

/** What a batch of money calls needs to know, read in one statement once their locks are held. */
export interface BatchContext {
  /** The named transactions (the calls' own ids and the bets they name) that exist. */
  transactions: TransactionRow[];
  /** The accepted wins and rollbacks of the named bets, each by the player the bet is asked for. */
  settlements: { provider: string; bet_transaction_id: string; user_id: number; kind: 'win' | 'rollback' }[];
  rounds: { provider: string; round_id: string; user_id: number; game_id: string; closed_at: string | null }[];
  /** Of the (provider, player) pairs asked, those whose player launched a game of that provider. */
  launched: { provider: string; user_id: number }[];
  /** For each bet asked (by its player), what its accepted wins credited and its corrections took back. */
  paid: { provider: string; bet_transaction_id: string; user_id: number; won: number; reclaimed: number }[];
}

type Pairs = { provider: string; id: string }[];
/** A bet as one player's call names it: its win or rollback by another player is not its own. */
type PlayerBets = { provider: string; id: string; userId: number }[];
const unnestPairs = (pairs: Pairs) =>
  sql`unnest(${pairs.map((p) => p.provider)}::text[], ${pairs.map((p) => p.id)}::text[]) AS w (provider, id)`;

/**
 * What a batch of money calls needs to know, as parts of its one read statement, once their
 * bets' locks are held. Each pair is looked up through its index: LATERAL ... LIMIT 1 keeps
 * the planner from turning the lookups into a hash join over the whole table, whose cost
 * grows with it.
 */
export function batchContextParts(ask: {
  transactions: Pairs;
  bets: PlayerBets;
  rounds: Pairs;
  launched: { provider: string; userId: number }[];
  /** The bets corrections name: what their wins paid and earlier corrections took (decision 027). */
  paid: PlayerBets;
}): { [K in keyof BatchContext]: ReadPart<BatchContext[K]> } {
  return {
    transactions: sql`(SELECT coalesce(json_agg(t), '[]') FROM ${unnestPairs(ask.transactions)} CROSS JOIN LATERAL (
        SELECT * FROM provider_transactions t WHERE t.provider = w.provider AND t.transaction_id = w.id LIMIT 1) AS t)`,
    // By the player too: a rollback remembered before its bet is bound to the player it named
    // (issue #28), and must neither block nor settle a bet of another player.
    settlements: sql`(SELECT coalesce(json_agg(json_build_object('provider', w.provider, 'bet_transaction_id', w.id,
        'user_id', w.user_id, 'kind', k.kind)), '[]')
        FROM unnest(${ask.bets.map((b) => b.provider)}::text[], ${ask.bets.map((b) => b.id)}::text[],
          ${ask.bets.map((b) => b.userId)}::bigint[]) AS w (provider, id, user_id)
        CROSS JOIN (VALUES ('win'), ('rollback')) AS k (kind)
        CROSS JOIN LATERAL (SELECT 1 FROM provider_transactions t WHERE t.provider = w.provider
          AND t.bet_transaction_id = w.id AND t.bet_transaction_id IS NOT NULL AND t.kind = k.kind
          AND t.user_id = w.user_id AND t.status_code = 200 LIMIT 1) AS hit)`,
    rounds: sql`(SELECT coalesce(json_agg(r), '[]') FROM ${unnestPairs(ask.rounds)} CROSS JOIN LATERAL (
        SELECT r.provider, r.round_id, r.user_id, r.game_id, r.closed_at FROM provider_rounds r
        WHERE r.provider = w.provider AND r.round_id = w.id LIMIT 1) AS r)`,
    launched: sql`(SELECT coalesce(json_agg(json_build_object('provider', l.provider, 'user_id', l.user_id)), '[]')
        FROM unnest(${ask.launched.map((l) => l.provider)}::text[], ${ask.launched.map((l) => l.userId)}::bigint[])
          AS l (provider, user_id)
        WHERE EXISTS (SELECT 1 FROM game_launch_tokens g WHERE g.user_id = l.user_id AND g.provider = l.provider))`,
    paid: sql`(SELECT coalesce(json_agg(json_build_object('provider', w.provider, 'bet_transaction_id', w.id,
        'user_id', w.user_id, 'won', s.won, 'reclaimed', s.reclaimed)), '[]')
        FROM unnest(${ask.paid.map((b) => b.provider)}::text[], ${ask.paid.map((b) => b.id)}::text[],
          ${ask.paid.map((b) => b.userId)}::bigint[]) AS w (provider, id, user_id)
        CROSS JOIN LATERAL (SELECT coalesce(sum(t.amount) FILTER (WHERE t.kind = 'win'), 0)::bigint AS won,
            coalesce(sum(t.amount) FILTER (WHERE t.kind = 'correct'), 0)::bigint AS reclaimed
          FROM provider_transactions t WHERE t.provider = w.provider AND t.bet_transaction_id = w.id
            AND t.bet_transaction_id IS NOT NULL AND t.kind IN ('win', 'correct') AND t.user_id = w.user_id
            AND t.status_code = 200) AS s)`,
  };
}

export type NewTransaction = Omit<Insertable<ProviderTransactionsTable>, 'response' | 'created_at'> & {
  response: unknown;
};

/**
 * A batch's answers and the rounds it opened and closed, as a part of its one write
 * statement. A transaction id already taken fails the statement (and the batch): the calls
 * then run again one by one and find it.
 */
export function recordBatchPart(batch: {
  transactions: NewTransaction[];
  opened: { provider: string; round_id: string; user_id: number; game_id: string; closed: boolean }[];
  closed: { provider: string; round_id: string }[];
  now: Date;
}): WritePart {
  const transactions = batch.transactions.map((row) => ({ ...row, response: JSON.stringify(row.response) }));
  return {
    ctes: [
      sql`recorded AS (
        INSERT INTO provider_transactions (provider, transaction_id, kind, user_id, round_id, bet_transaction_id,
          amount, cash_part, bonus_part, fingerprint, status_code, response, free_spin_session_id, free_bet_id)
        SELECT provider, transaction_id, kind, user_id, round_id, bet_transaction_id, amount, cash_part, bonus_part,
          fingerprint, status_code, response::json, free_spin_session_id, free_bet_id
        FROM json_to_recordset(${JSON.stringify(transactions)}::json) AS t (provider text, transaction_id text,
          kind text, user_id bigint, round_id text, bet_transaction_id text, amount bigint, cash_part bigint,
          bonus_part bigint, fingerprint text, status_code int, response text, free_spin_session_id bigint,
          free_bet_id bigint)
        RETURNING 1)`,
      sql`opened AS (
        INSERT INTO provider_rounds (provider, round_id, user_id, game_id, closed_at)
        SELECT provider, round_id, user_id, game_id, CASE WHEN closed THEN ${batch.now}::timestamptz END
        FROM json_to_recordset(${JSON.stringify(batch.opened)}::json) AS r (provider text, round_id text,
          user_id bigint, game_id text, closed boolean)
        ON CONFLICT (provider, round_id) DO NOTHING
        RETURNING 1)`,
      // Arrays rather than JSON: the planner expects few rows of an unnest and, sequential scans
      // being off in a batch (decision 018), looks each round up by its key.
      sql`closed AS (
        UPDATE provider_rounds r SET closed_at = ${batch.now}
        FROM unnest(${batch.closed.map((c) => c.provider)}::text[], ${batch.closed.map((c) => c.round_id)}::text[])
          AS c (provider, round_id)
        WHERE r.provider = c.provider AND r.round_id = c.round_id AND r.closed_at IS NULL
        RETURNING 1)`,
    ],
    // Nothing to verify: a taken id fails the INSERT itself, and a round may already be open or closed.
  };
}

export type FreeBetRow = Selectable<FreeBetsTable>;

export function insertFreeBet(
  db: Executor,
  grant: {
    userId: number;
    provider: string;
    amount: number;
    currency: string;
    expiresAt: Date;
    grantedBy: number | null;
    now: Date;
  },
) {
  return db
    .insertInto('free_bets')
    .values({
      user_id: grant.userId,
      provider: grant.provider,
      amount: grant.amount,
      currency: grant.currency,
      expires_at: grant.expiresAt,
      granted_by: grant.grantedBy,
      created_at: grant.now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** A player's free bets for one provider that a bet may still use, soonest to expire first. */
export function listAvailableFreeBets(db: Executor, userId: number, provider: string, now: Date) {
  return db
    .selectFrom('free_bets')
    .select(['id', 'amount', 'expires_at'])
    .where('user_id', '=', userId)
    .where('provider', '=', provider)
    .where('status', '=', 'available')
    .where('expires_at', '>', now)
    .orderBy('expires_at')
    .orderBy('id')
    .limit(100)
    .execute();
}

/** Locks a batch's free bets in id order (two batches never wait on each other in a cycle). */
export function lockFreeBets(db: Executor, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('free_bets')
    .select(['id', 'user_id', 'provider', 'amount', 'status', 'expires_at', 'used_by_transaction'])
    .where('id', 'in', ids)
    .orderBy('id')
    .forUpdate()
    .execute();
}

/** What a batch did to one free bet: the state it found (under its lock) and the one it leaves. */
export interface FreeBetChange {
  id: number;
  from: { status: string; used_by: string | null };
  to: { status: 'available' | 'used' | 'expired'; used_by: string | null };
}

/**
 * Writes what a batch did to its free bets, each with a conditional update from the state the
 * batch found: a free bet is used only if it was available. A row that was not as found fails
 * the batch (its calls then run again one by one).
 */
export async function applyFreeBetChanges(db: Executor, changes: FreeBetChange[]) {
  if (changes.length === 0) return;
  const rows = changes.map((c) => ({
    id: c.id,
    from_status: c.from.status,
    from_used_by: c.from.used_by,
    status: c.to.status,
    used_by: c.to.used_by,
  }));
  const { rows: result } = await sql<{ changed: number }>`
    WITH changed AS (
      UPDATE free_bets f SET status = c.status, used_by_transaction = c.used_by
      FROM json_to_recordset(${JSON.stringify(rows)}::json) AS c (id bigint, from_status text, from_used_by text,
        status text, used_by text)
      WHERE f.id = c.id AND f.status = c.from_status AND f.used_by_transaction IS NOT DISTINCT FROM c.from_used_by
      RETURNING 1)
    SELECT count(*)::int AS changed FROM changed`.execute(db);
  if (result[0]?.changed !== changes.length) throw new Error('a free bet changed under its lock: the batch is refused');
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
