import { sql } from 'kysely';
import type pg from 'pg';
import type { Db } from '../../db/database.js';
import type { EventNeutral } from '../feed/feed.state.js';

/**
 * The live stream's SQL (decision 028). The publisher writes on its own connection, the
 * one that holds the advisory lock: if that connection is gone, so is the lock, and no
 * write of a publisher that lost it can land.
 */

export const CHANNEL = 'sportsbook_live';
const LOCK = 'sportsbook:live-publisher';

/** One row of sb_live_updates: a second's changes, or (full) the whole state of every tracked event. */
export interface Publication {
  v: 1;
  full: boolean;
  /** When the publisher computed it (ms since the epoch, its clock). */
  at: number;
  events: EventNeutral[];
}

export interface PublicationRow {
  seq: number;
  payload: Publication;
}

/** Takes the publisher's lock if no session holds it; held until this connection ends. */
export async function tryLock(client: pg.Client): Promise<boolean> {
  const { rows } = await client.query<{ locked: boolean }>('SELECT pg_try_advisory_lock(hashtext($1)) AS locked', [
    LOCK,
  ]);
  return rows[0]?.locked === true;
}

/** Writes a publication and notifies every listener of its seq, in one statement (notified on commit). */
export async function publish(client: pg.Client, payload: Publication): Promise<number> {
  const { rows } = await client.query<{ seq: string }>(
    `WITH row AS (INSERT INTO sb_live_updates (payload) VALUES ($1::jsonb) RETURNING seq)
     SELECT seq, pg_notify('${CHANNEL}', seq::text) FROM row`,
    [JSON.stringify(payload)],
  );
  return Number(rows[0]!.seq);
}

/** Deletes rows older than the retention, never the latest full row or what follows it. */
export async function prune(client: pg.Client, keepFromSeq: number, retentionMs: number): Promise<number> {
  const { rowCount } = await client.query(
    `DELETE FROM sb_live_updates WHERE seq < $1 AND created_at < now() - make_interval(secs => $2)`,
    [keepFromSeq, retentionMs / 1000],
  );
  return rowCount ?? 0;
}

/** The latest full publication's seq, if any. */
export async function latestFullSeq(db: Db): Promise<number | undefined> {
  const row = await db
    .selectFrom('sb_live_updates')
    .select('seq')
    .where(sql<string>`payload->>'full'`, '=', 'true')
    .orderBy('seq', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.seq;
}

/** Publications from `fromSeq` (inclusive), in order. */
export async function rowsFrom(db: Db, fromSeq: number, limit: number): Promise<PublicationRow[]> {
  const rows = await db
    .selectFrom('sb_live_updates')
    .select(['seq', 'payload'])
    .where('seq', '>=', fromSeq)
    .orderBy('seq')
    .limit(limit)
    .execute();
  return rows.map((row) => ({ seq: row.seq, payload: row.payload as Publication }));
}
