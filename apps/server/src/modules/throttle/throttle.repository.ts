import { type RawBuilder, sql } from 'kysely';
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
 * and, once `free` hits are spent, blocks the key for base * 2^(hits - free) seconds,
 * capped: with free = 3 the third hit blocks for base, the fourth for 2 * base, ….
 * One statement, so concurrent hits never lose a count.
 */
export async function recordHit(
  db: Executor,
  key: string,
  now: Date,
  policy: { windowSeconds: number; free: number; baseDelaySeconds: number; maxDelaySeconds: number },
): Promise<void> {
  const windowStart = new Date(now.getTime() - policy.windowSeconds * 1000);
  // The exponent is capped so that a huge count (concurrent hits) never overflows float8.
  const delayAfter = (hits: RawBuilder<unknown>) => sql`CASE WHEN ${hits} >= ${policy.free}
    THEN ${now}::timestamptz + make_interval(secs => least(
      ${policy.maxDelaySeconds}::float8,
      ${policy.baseDelaySeconds}::float8 * power(2, least(${hits} - ${policy.free}, 60))))
    ELSE NULL END`;
  const hits = sql`CASE WHEN t.window_started_at < ${windowStart} THEN 1 ELSE t.hits + 1 END`;
  await sql`
    INSERT INTO throttle AS t (key, hits, window_started_at, blocked_until)
    VALUES (${key}, 1, ${now}, ${delayAfter(sql`1`)})
    ON CONFLICT (key) DO UPDATE SET
      hits = ${hits},
      window_started_at = CASE WHEN t.window_started_at < ${windowStart} THEN ${now} ELSE t.window_started_at END,
      blocked_until = ${delayAfter(hits)}
  `.execute(db);
}

export async function clear(db: Executor, key: string): Promise<void> {
  await db.deleteFrom('throttle').where('key', '=', key).execute();
}
