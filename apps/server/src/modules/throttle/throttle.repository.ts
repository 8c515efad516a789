import { sql } from 'kysely';
import type { Executor } from '../../db/database.js';

export async function findBlockedUntil(db: Executor, key: string, now: Date): Promise<Date | null> {
  const row = await db
    .selectFrom('throttle')
    .select('blocked_until')
    .where('key', '=', key)
    .where('blocked_until', '>', now)
    .executeTakeFirst();
  return row?.blocked_until ?? null;
}

/**
 * Counts one hit in the key's window (starting a new window when the old one is over)
 * and, past `free` hits, blocks the key for base * 2^(hits - free - 1) seconds, capped.
 * One statement, so concurrent hits never lose a count.
 */
export async function recordHit(
  db: Executor,
  key: string,
  now: Date,
  policy: { windowSeconds: number; free: number; baseDelaySeconds: number; maxDelaySeconds: number },
): Promise<void> {
  const windowStart = new Date(now.getTime() - policy.windowSeconds * 1000);
  await sql`
    INSERT INTO throttle AS t (key, hits, window_started_at, blocked_until)
    VALUES (${key}, 1, ${now}, NULL)
    ON CONFLICT (key) DO UPDATE SET
      hits = CASE WHEN t.window_started_at < ${windowStart} THEN 1 ELSE t.hits + 1 END,
      window_started_at = CASE WHEN t.window_started_at < ${windowStart} THEN ${now} ELSE t.window_started_at END,
      blocked_until = CASE
        WHEN t.window_started_at >= ${windowStart} AND t.hits + 1 > ${policy.free}
        THEN ${now}::timestamptz + make_interval(secs => least(
          ${policy.maxDelaySeconds}::float8,
          ${policy.baseDelaySeconds}::float8 * power(2, t.hits - ${policy.free})))
        ELSE NULL END
  `.execute(db);
}

export async function clear(db: Executor, key: string): Promise<void> {
  await db.deleteFrom('throttle').where('key', '=', key).execute();
}
