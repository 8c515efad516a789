import type { GameType as GameTypeName } from '@casino/contracts';
import { sql } from 'kysely';
import type { Executor } from '../../db/database.js';
import type { ReadPart, WritePart } from '../../db/statement-parts.js';
import type { RunningWager } from './wagering.rules.js';

/** A requirement to open with a grant (minor units). */
export interface NewWager {
  user_id: number;
  kind: string;
  grant_key: string;
  amount: number;
  required: number;
  weights: Record<string, number>;
  max_bet: number | null;
  expires_at: Date | null;
}

/** What a batch of stakes did to one requirement: its progress as found, and as it leaves it. */
export interface WagerProgress {
  id: number;
  from: number;
  to: number;
}

/** What stakes on a catalogued game count as: its type. */
export interface GameType {
  provider: string;
  game_id: string;
  type: GameTypeName;
}

/** What a batch reads: its players' running requirements, oldest first, and the types of their games. */
export interface WageringRead {
  wagers: RunningWager[];
  games: GameType[];
}

/**
 * A part of a batch's read statement: its players' running requirements, oldest first, and
 * the catalogue's type of each game their bets name (read here, not by the games module, so
 * that a player without a requirement costs one probe of an empty partial index and no look
 * at the catalogue). Not locked: every writer of a requirement locks the player's accounts
 * first, as the batch's read does, and the batch's write checks each row is as it found it.
 */
export function runningPart(request: {
  userIds: number[];
  bets: { userId: number; provider: string; gameId: string }[];
}): ReadPart<WageringRead> {
  const { userIds, bets } = request;
  return sql`(WITH running AS (
      SELECT id, user_id, required, wagered, weights, max_bet, expires_at FROM bonus_wagers
      WHERE user_id = ANY(${userIds}::bigint[]) AND status = 'active')
    SELECT json_build_object(
      'wagers', (SELECT coalesce(json_agg(r ORDER BY r.id), '[]') FROM running r),
      'games', (SELECT coalesce(json_agg(json_build_object('provider', g.integration, 'game_id', g.game_id,
          'type', g.game_type)), '[]')
        FROM (SELECT DISTINCT b.provider, b.game_id
          FROM unnest(${bets.map((b) => b.userId)}::bigint[], ${bets.map((b) => b.provider)}::text[],
            ${bets.map((b) => b.gameId)}::text[]) AS b (user_id, provider, game_id)
          WHERE b.user_id IN (SELECT user_id FROM running)) AS b
        JOIN games g ON g.integration = b.provider AND g.game_id = b.game_id)))`;
}

/** The catalogue's type of each of these games (those it holds). */
export async function readGameTypes(db: Executor, games: { provider: string; gameId: string }[]): Promise<GameType[]> {
  if (games.length === 0) return [];
  const { rows } = await sql<GameType>`
    SELECT g.integration AS provider, g.game_id, g.game_type AS type
    FROM unnest(${games.map((g) => g.provider)}::text[], ${games.map((g) => g.gameId)}::text[]) AS b (provider, game_id)
    JOIN games g ON g.integration = b.provider AND g.game_id = b.game_id`.execute(db);
  return rows;
}

/**
 * A batch's progress on its requirements, as a part of its write statement; one met is
 * closed as wagered. The rows were locked by `runningPart`, so each is as the batch found it.
 */
export function progressPart(changes: WagerProgress[], now: Date): WritePart {
  if (changes.length === 0) return { ctes: [] };
  return {
    ctes: [
      sql`wagers_moved AS (
        UPDATE bonus_wagers w SET wagered = c.wagered,
          status = CASE WHEN c.wagered >= w.required THEN 'wagered' ELSE 'active' END,
          ended_at = CASE WHEN c.wagered >= w.required THEN ${now}::timestamptz END
        FROM unnest(${changes.map((c) => c.id)}::bigint[], ${changes.map((c) => c.from)}::bigint[],
          ${changes.map((c) => c.to)}::bigint[]) AS c (id, found, wagered)
        WHERE w.id = c.id AND w.wagered = c.found AND w.status = 'active'
        RETURNING 1)`,
    ],
    written: { what: 'wagering progress', condition: sql`(SELECT count(*) FROM wagers_moved) = ${changes.length}` },
  };
}

/** Opens requirements; the grant key makes each once, so a replayed grant opens nothing. */
export async function insertWagers(db: Executor, wagers: NewWager[]): Promise<void> {
  if (wagers.length === 0) return;
  await db
    .insertInto('bonus_wagers')
    .values(wagers.map((wager) => ({ ...wager, weights: JSON.stringify(wager.weights) as never })))
    .onConflict((conflict) => conflict.column('grant_key').doNothing())
    .execute();
}

export async function hasRunning(db: Executor, userId: number): Promise<boolean> {
  const row = await db
    .selectFrom('bonus_wagers')
    .select('id')
    .where('user_id', '=', userId)
    .where('status', '=', 'active')
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * The player's running requirements, oldest first (the order stakes fill them), then the
 * latest `endedShown` of those ended, newest first.
 */
export async function listWagers(db: Executor, userId: number, endedShown: number) {
  const columns = [
    'id',
    'kind',
    'amount',
    'required',
    'wagered',
    'weights',
    'max_bet',
    'expires_at',
    'status',
    'created_at',
  ] as const;
  const mine = db.selectFrom('bonus_wagers').select(columns).where('user_id', '=', userId);
  const [running, ended] = await Promise.all([
    mine.where('status', '=', 'active').orderBy('id').execute(),
    mine.where('status', '<>', 'active').orderBy('id', 'desc').limit(endedShown).execute(),
  ]);
  return [...running, ...ended];
}

export function findByGrantKey(db: Executor, grantKey: string) {
  return db
    .selectFrom('bonus_wagers')
    .select(['id', 'user_id', 'amount', 'required', 'wagered', 'status'])
    .where('grant_key', '=', grantKey)
    .executeTakeFirst();
}

/** Running requirements past their end, oldest first. */
export function listExpired(db: Executor, now: Date, limit: number) {
  return db
    .selectFrom('bonus_wagers')
    .select(['id', 'user_id', 'amount'])
    .where('status', '=', 'active')
    .where('expires_at', '<=', now)
    .orderBy('expires_at')
    .limit(limit)
    .execute();
}

/** Ends a running requirement (expired, forfeited); false when it had ended already. */
export async function endWager(db: Executor, id: number, status: 'expired' | 'forfeited', now: Date): Promise<boolean> {
  const row = await db
    .updateTable('bonus_wagers')
    .set({ status, ended_at: now })
    .where('id', '=', id)
    .where('status', '=', 'active')
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}
