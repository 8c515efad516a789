import { BONUS_TYPES } from '@casino/contracts';
import { type RawBuilder, sql } from 'kysely';
import type { Executor } from '../../db/database.js';

/** A half-open UTC range [from, to) and, optionally, one currency and some players. */
export interface ReportRange {
  from: Date;
  to: Date;
  currency?: string;
  /** Only these players' money (an agent's players, decision 044); every player's when absent. */
  players?: readonly number[];
}

/** What a game-money group sums, in minor units (decision 043). */
export interface GameMoneyRow {
  key: string;
  provider: string | null;
  currency: string;
  bets: number;
  stakes: number;
  wins: number;
  bonus_stakes: number;
  bonus_wins: number;
}

export type GameGrouping = 'day' | 'game' | 'provider' | 'sport' | 'player' | 'total';
/** How the money rows of bonus cost and payments are keyed: the UTC day, or the player's id. */
export type MoneyGrouping = 'day' | 'player';

const GAME_KINDS = sql.raw(`('bet', 'win', 'rollback', 'reclaim')`);
const BONUS_KINDS = sql.raw(`(${BONUS_TYPES.map((kind) => `'${kind}'`).join(', ')})`);
const currencyFilter = (range: ReportRange) => (range.currency ? sql`AND t.currency = ${range.currency}` : sql``);
/** `AND <user> is one of the range's players`, when it names some. */
const playersFilter = (range: ReportRange, user: RawBuilder<unknown>) =>
  range.players ? sql`AND ${user} = ANY(${[...range.players]}::bigint[])` : sql``;
const dayOf = (column: RawBuilder<unknown>) => sql`to_char((${column} AT TIME ZONE 'UTC')::date, 'YYYY-MM-DD')`;

/**
 * The game legs of the range, each seen from the player's side: which purse (cash or bonus),
 * which provider (the system account's ref), which player. A leg moves money between one
 * player account and one provider account (wallet.game-book.ts), so exactly one side is a user's.
 */
const gameLegs = (range: ReportRange) => sql`
  SELECT t.currency, t.kind, t.amount, t.round_ref, t.created_at,
    CASE WHEN fa.user_id IS NOT NULL THEN fa.kind ELSE ta.kind END AS purse,
    CASE WHEN fa.user_id IS NOT NULL THEN ta.ref ELSE fa.ref END AS provider,
    coalesce(fa.user_id, ta.user_id) AS user_id
  FROM wallet_transfers t
  JOIN wallet_accounts fa ON fa.id = t.from_account_id
  JOIN wallet_accounts ta ON ta.id = t.to_account_id
  WHERE t.kind IN ${GAME_KINDS}
    AND t.created_at >= ${range.from} AND t.created_at < ${range.to}
    ${currencyFilter(range)}
    ${playersFilter(range, sql`coalesce(fa.user_id, ta.user_id)`)}`;

const sums = sql`
  count(*) FILTER (WHERE purse = 'cash' AND kind = 'bet')
    - count(*) FILTER (WHERE purse = 'cash' AND kind = 'rollback') AS bets,
  coalesce(sum(amount) FILTER (WHERE purse = 'cash' AND kind = 'bet'), 0)
    - coalesce(sum(amount) FILTER (WHERE purse = 'cash' AND kind = 'rollback'), 0) AS stakes,
  coalesce(sum(amount) FILTER (WHERE purse = 'cash' AND kind = 'win'), 0)
    - coalesce(sum(amount) FILTER (WHERE purse = 'cash' AND kind = 'reclaim'), 0) AS wins,
  coalesce(sum(amount) FILTER (WHERE purse = 'bonus' AND kind = 'bet'), 0)
    - coalesce(sum(amount) FILTER (WHERE purse = 'bonus' AND kind = 'rollback'), 0) AS bonus_stakes,
  coalesce(sum(amount) FILTER (WHERE purse = 'bonus' AND kind = 'win'), 0)
    - coalesce(sum(amount) FILTER (WHERE purse = 'bonus' AND kind = 'reclaim'), 0) AS bonus_wins`;

/** Counts and sums come back from PostgreSQL as strings (bigint): numbers here. */
const toNumbers = <T extends object>(row: T, keys: (keyof T)[]): T => {
  const out = { ...row };
  for (const key of keys) out[key] = Number(row[key]) as T[keyof T];
  return out;
};

/**
 * Real-money and bonus-money stakes and wins of the range, grouped. A game's round is found
 * by (provider, round_ref) in provider_rounds; `sportProviders` are the sportsbooks, whose
 * rounds name no sport (decision 043): `sport` groups their legs by the game id they send.
 */
export async function gameMoney(
  db: Executor,
  range: ReportRange,
  by: GameGrouping,
  sportProviders: string[],
): Promise<GameMoneyRow[]> {
  const legs = gameLegs(range);
  const needsRound = by === 'game' || by === 'sport';
  const source = needsRound
    ? sql`SELECT l.*, coalesce(r.game_id, '') AS game_id FROM (${legs}) l
        LEFT JOIN provider_rounds r ON r.provider = l.provider AND r.round_id = l.round_ref`
    : legs;
  const [key, provider, where] = {
    day: [dayOf(sql`created_at`), sql`NULL::text`, sql``],
    game: [sql`game_id`, sql`provider`, sql``],
    provider: [sql`provider`, sql`NULL::text`, sql``],
    player: [sql`user_id::text`, sql`NULL::text`, sql``],
    sport: [
      sql`game_id`,
      sql`provider`,
      sportProviders.length ? sql`WHERE provider IN (${sql.join(sportProviders)})` : sql`WHERE false`,
    ],
    total: [sql`'total'`, sql`NULL::text`, sql``],
  }[by];
  const { rows } = await sql<GameMoneyRow>`
    SELECT ${key} AS key, ${provider} AS provider, currency, ${sums}
    FROM (${source}) m
    ${where}
    GROUP BY 1, 2, currency
    ORDER BY 1, 2, currency`.execute(db);
  return rows.map((row) => toNumbers(row, ['bets', 'stakes', 'wins', 'bonus_stakes', 'bonus_wins']));
}

/**
 * Bonus money that became real money, per day (or player) and currency (decision 043): what
 * bonus funding paid into players' cash (conversions, bonuses granted to cash) less what it took
 * back from cash. Read through the bonus-kind partial indexes of migration 0017 (by account and
 * time). The player is the leg's user side (bonus funding is a system account).
 */
export async function bonusCost(
  db: Executor,
  range: ReportRange,
  by: MoneyGrouping = 'day',
): Promise<{ key: string; currency: string; cost: number; granted: number }[]> {
  const player = sql`coalesce(fa.user_id, ta.user_id)`;
  const { rows } = await sql<{ key: string; currency: string; cost: string; granted: string }>`
    WITH funding AS (
      SELECT id FROM wallet_accounts WHERE user_id IS NULL AND kind = 'bonus_funding'
    )
    SELECT ${by === 'day' ? dayOf(sql`t.created_at`) : sql`${player}::text`} AS key, t.currency,
      coalesce(sum(t.amount) FILTER (WHERE t.from_account_id IN (SELECT id FROM funding) AND ta.kind = 'cash'), 0)
        - coalesce(sum(t.amount) FILTER (WHERE t.to_account_id IN (SELECT id FROM funding) AND fa.kind = 'cash'), 0)
        AS cost,
      coalesce(sum(t.amount) FILTER (WHERE t.from_account_id IN (SELECT id FROM funding) AND ta.kind = 'bonus'), 0)
        AS granted
    FROM wallet_transfers t
    JOIN wallet_accounts fa ON fa.id = t.from_account_id
    JOIN wallet_accounts ta ON ta.id = t.to_account_id
    WHERE t.kind IN ${BONUS_KINDS}
      AND (t.from_account_id IN (SELECT id FROM funding) OR t.to_account_id IN (SELECT id FROM funding))
      AND t.created_at >= ${range.from} AND t.created_at < ${range.to}
      ${currencyFilter(range)}
      ${playersFilter(range, player)}
    GROUP BY 1, 2
    ORDER BY 1, 2`.execute(db);
  return rows.map((row) => ({ ...row, cost: Number(row.cost), granted: Number(row.granted) }));
}

/** Successful deposits and payouts per UTC day of their success (status 30) and currency. */
export async function paymentsByDay(db: Executor, range: ReportRange) {
  return (await successfulPayments(db, range, 'day')).map(({ key, ...row }) => ({ day: key, ...row }));
}

/** Successful deposits and payouts per player and currency. */
export const paymentsByPlayer = (db: Executor, range: ReportRange) => successfulPayments(db, range, 'player');

/** Successful deposits and payouts (status 30) per UTC day of their success, or per player, and currency. */
async function successfulPayments(db: Executor, range: ReportRange, by: MoneyGrouping) {
  const { rows } = await sql<{
    key: string;
    currency: string;
    deposits_count: string;
    deposits_sum: string;
    payouts_count: string;
    payouts_sum: string;
  }>`
    SELECT ${by === 'day' ? dayOf(sql`p.updated_at`) : sql`p.user_id::text`} AS key, p.currency,
      count(*) FILTER (WHERE p.direction = 'deposit') AS deposits_count,
      coalesce(sum(p.amount) FILTER (WHERE p.direction = 'deposit'), 0) AS deposits_sum,
      count(*) FILTER (WHERE p.direction = 'payout') AS payouts_count,
      coalesce(sum(p.amount) FILTER (WHERE p.direction = 'payout'), 0) AS payouts_sum
    FROM payments p
    WHERE p.status = 30 AND p.updated_at >= ${range.from} AND p.updated_at < ${range.to}
      ${range.currency ? sql`AND p.currency = ${range.currency}` : sql``}
      ${playersFilter(range, sql`p.user_id`)}
    GROUP BY 1, 2
    ORDER BY 1, 2`.execute(db);
  return rows.map((row) =>
    toNumbers(row, ['deposits_count', 'deposits_sum', 'payouts_count', 'payouts_sum']),
  ) as unknown as {
    key: string;
    currency: string;
    deposits_count: number;
    deposits_sum: number;
    payouts_count: number;
    payouts_sum: number;
  }[];
}

/**
 * Cashier transfers (SPEC §7) to and from each of the range's players, per player and currency:
 * what their cashier or agent paid into their cash (`received`) and took out of it (`sent`). The
 * kind is a literal, so the cash-in and cash-out partial indexes of migration 0009 serve.
 */
export async function cashierTransfersByPlayer(db: Executor, range: ReportRange & { players: readonly number[] }) {
  const leg = (side: 'to_account_id' | 'from_account_id') => sql`
    SELECT c.user_id, t.currency, t.amount, ${sql.lit(side === 'to_account_id')} AS received
    FROM wallet_transfers t
    JOIN cash c ON t.${sql.ref(side)} = c.id
    WHERE t.kind = 'cashier_transfer'
      AND t.created_at >= ${range.from} AND t.created_at < ${range.to}
      ${currencyFilter(range)}`;
  const { rows } = await sql<{ key: string; currency: string; received: string; sent: string }>`
    WITH cash AS (
      SELECT id, user_id FROM wallet_accounts WHERE kind = 'cash' AND user_id = ANY(${[...range.players]}::bigint[])
    )
    SELECT user_id::text AS key, currency,
      coalesce(sum(amount) FILTER (WHERE received), 0) AS received,
      coalesce(sum(amount) FILTER (WHERE NOT received), 0) AS sent
    FROM (${leg('to_account_id')} UNION ALL ${leg('from_account_id')}) legs
    GROUP BY 1, 2
    ORDER BY 1, 2`.execute(db);
  return rows.map((row) => ({ ...row, received: Number(row.received), sent: Number(row.sent) }));
}

/** Payments not yet ended, now, per direction and currency (the open statuses' index of 0005). */
export async function pendingPayments(db: Executor, currency: string | undefined, openStatuses: readonly number[]) {
  const { rows } = await sql<{ direction: 'deposit' | 'payout'; currency: string; count: string; sum: string }>`
    SELECT p.direction, p.currency, count(*) AS count, sum(p.amount) AS sum
    FROM payments p
    WHERE p.status IN (${sql.join([...openStatuses])})
      ${currency ? sql`AND p.currency = ${currency}` : sql``}
    GROUP BY 1, 2
    ORDER BY 1, 2`.execute(db);
  return rows.map((row) => ({ ...row, count: Number(row.count), sum: Number(row.sum) }));
}

/** Distinct players with a real-money stake, per UTC day of the range and over the whole range. */
export async function activePlayers(db: Executor, range: ReportRange) {
  const stakers = sql`SELECT user_id, created_at FROM (${gameLegs(range)}) l WHERE purse = 'cash' AND kind = 'bet'`;
  const { rows } = await sql<{ day: string | null; active: string }>`
    SELECT ${dayOf(sql`created_at`)} AS day, count(DISTINCT user_id) AS active
    FROM (${stakers}) s GROUP BY 1
    UNION ALL
    SELECT NULL, count(DISTINCT user_id) FROM (${stakers}) s
    ORDER BY 1 NULLS LAST`.execute(db);
  return rows.map((row) => ({ day: row.day, active: Number(row.active) }));
}
