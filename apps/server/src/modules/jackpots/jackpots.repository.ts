import { type Insertable, type Selectable, sql } from 'kysely';
import type { Executor } from '../../db/database.js';
import type { JackpotRoundsTable } from '../../db/schema/jackpots.js';
import type { ReadPart, WritePart } from '../../db/statement-parts.js';
import type { Claim, OpenRound } from './jackpots.rules.js';

/** A round as read here (its winning stake and payment time are the database's own record). */
export type RoundRow = Omit<Selectable<JackpotRoundsTable>, 'bet_key' | 'paid_at'>;

const toRound = (row: RoundRow): RoundRow => ({
  ...row,
  id: Number(row.id),
  seed: Number(row.seed),
  low: Number(row.low),
  high: Number(row.high),
  drop_at: Number(row.drop_at),
  nonce: Number(row.nonce),
  winner_user_id: row.winner_user_id === null ? null : Number(row.winner_user_id),
  amount: row.amount === null ? null : Number(row.amount),
});

/** A part of the seamless batch's read: every open round's must-drop point (a few rows: tiers × currencies). */
export const openRoundsPart = (): ReadPart<OpenRound[]> => sql`(
  SELECT coalesce(json_agg(json_build_object('id', r.id, 'tier', r.tier, 'currency', r.currency, 'dropAt', r.drop_at)), '[]')
  FROM jackpot_rounds r WHERE r.status = 'open')`;

/**
 * A part of the seamless batch's write: its drops, each claimed only if its round is still
 * open. A round another batch claimed first fails the statement, and this batch's calls run
 * again one by one, seeing it won.
 */
export function claimsPart(claims: Claim[], now: Date): WritePart {
  if (claims.length === 0) return { ctes: [] };
  const rows = claims.map((claim) => ({
    id: claim.roundId,
    user_id: claim.userId,
    amount: claim.amount,
    bet_key: claim.betKey,
  }));
  return {
    ctes: [
      sql`jackpot_claims AS (
        UPDATE jackpot_rounds r
        SET status = 'won', winner_user_id = c.user_id, amount = c.amount, bet_key = c.bet_key, ended_at = ${now}
        FROM json_to_recordset(${JSON.stringify(rows)}::json) AS c (id bigint, user_id bigint, amount bigint, bet_key text)
        WHERE r.id = c.id AND r.status = 'open'
        RETURNING 1)`,
    ],
    written: { what: 'the jackpot drops', condition: sql`(SELECT count(*) FROM jackpot_claims) = ${rows.length}` },
  };
}

const ROUND_COLUMNS = sql`r.id, r.tier, r.currency, r.seed, r.low, r.high, r.drop_at, r.server_seed, r.server_seed_hash,
  r.client_seed, r.nonce, r.status, r.winner_user_id, r.amount, r.opened_at, r.ended_at`;

/** The round, locked until the transaction ends (after any transaction that changed it has committed). */
export async function lockRound(db: Executor, id: number): Promise<RoundRow | undefined> {
  const { rows } =
    await sql<RoundRow>`SELECT ${ROUND_COLUMNS} FROM jackpot_rounds r WHERE r.id = ${id} FOR UPDATE`.execute(db);
  return rows[0] && toRound(rows[0]);
}

/** The live rounds (open, or won and not paid yet), of one currency or of all. */
export async function liveRounds(db: Executor, currency: string | null = null): Promise<RoundRow[]> {
  const { rows } = await sql<RoundRow>`
    SELECT ${ROUND_COLUMNS} FROM jackpot_rounds r
    WHERE r.status IN ('open', 'won') AND (${currency}::text IS NULL OR r.currency = ${currency})`.execute(db);
  return rows.map(toRound);
}

/** How many rounds the pool has had: the next one's nonce. */
export async function countRounds(db: Executor, tier: string, currency: string): Promise<number> {
  const { rows } = await sql<{ count: string }>`
    SELECT count(*) AS count FROM jackpot_rounds WHERE tier = ${tier} AND currency = ${currency}`.execute(db);
  return Number(rows[0]!.count);
}

export async function insertRound(db: Executor, round: Insertable<JackpotRoundsTable>): Promise<number> {
  const row = await db.insertInto('jackpot_rounds').values(round).returning('id').executeTakeFirstOrThrow();
  return Number(row.id);
}

export async function markPaid(db: Executor, id: number, at: Date): Promise<void> {
  await db.updateTable('jackpot_rounds').set({ status: 'paid', paid_at: at }).where('id', '=', id).execute();
}

export async function markVoid(db: Executor, id: number, at: Date): Promise<void> {
  await db.updateTable('jackpot_rounds').set({ status: 'void', ended_at: at }).where('id', '=', id).execute();
}

/** Each pool's last winner in a currency, by tier, with their username. */
export async function lastWinners(db: Executor, currency: string): Promise<Map<string, string>> {
  const { rows } = await sql<{ tier: string; username: string }>`
    SELECT DISTINCT ON (r.tier) r.tier, u.username
    FROM jackpot_rounds r JOIN users u ON u.id = r.winner_user_id
    WHERE r.currency = ${currency} AND r.status IN ('won', 'paid')
    ORDER BY r.tier, r.id DESC`.execute(db);
  return new Map(rows.map((row) => [row.tier, row.username]));
}

/** The rounds of a currency that have ended, newest first, with their winners' usernames. */
export async function endedRounds(db: Executor, currency: string, tier: string | null, limit: number) {
  const { rows } = await sql<RoundRow & { username: string | null }>`
    SELECT ${ROUND_COLUMNS}, u.username
    FROM jackpot_rounds r LEFT JOIN users u ON u.id = r.winner_user_id
    WHERE r.currency = ${currency} AND r.status IN ('won', 'paid', 'void') AND (${tier}::text IS NULL OR r.tier = ${tier})
    ORDER BY r.id DESC
    LIMIT ${limit}`.execute(db);
  return rows.map((row) => ({ ...toRound(row), username: row.username }));
}
