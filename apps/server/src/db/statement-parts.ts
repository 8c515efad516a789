import { type RawBuilder, sql } from 'kysely';
import type { Executor } from './database.js';

/**
 * Several repositories' reads, or several repositories' writes, sent as one statement: one
 * round trip instead of one per repository (docs/decisions/014-batch-round-trips.md). Each
 * part is still written by the repository that owns its tables; only the sending is shared.
 */

/** A scalar sub-select that gives JSON of type T: `(SELECT coalesce(json_agg(...), '[]') FROM ...)`. */
export type ReadPart<T> = RawBuilder<T>;

/**
 * Data-modifying CTEs (`name AS (INSERT ... RETURNING 1)`), whose names must not clash with
 * another part's, and maybe a condition over them (`written`) that holds only if they wrote
 * what the part was built to write: if it does not, the statement fails, and with it the
 * transaction, though its COMMIT may already be on its way (decision 017).
 */
export interface WritePart {
  ctes: RawBuilder<unknown>[];
  written?: { what: string; condition: RawBuilder<boolean> };
}

type Values<P> = { [K in keyof P]: P[K] extends ReadPart<infer T> ? T : never };

/** Runs every part in one SELECT; the result has one value per part, under the part's name. */
export async function readParts<P extends Record<string, ReadPart<unknown>>>(db: Executor, parts: P) {
  const columns = Object.entries(parts).map(([name, part]) => sql`${part} AS ${sql.ref(name)}`);
  const { rows } = await sql<Values<P>>`SELECT ${sql.join(columns)}`.execute(db);
  return rows[0]!;
}

/** Runs every part's CTEs in one statement, which fails unless each part wrote what it was built to write. */
export async function writeParts(db: Executor, parts: WritePart[]): Promise<void> {
  const live = parts.filter((part) => part.ctes.length > 0);
  if (live.length === 0) return;
  const checks = live.flatMap(({ written }) =>
    written ? [sql`assert_written(${written.condition}, ${sql.lit(written.what)})`] : [],
  );
  await sql`WITH ${sql.join(live.flatMap((part) => part.ctes))}
    SELECT ${checks.length > 0 ? sql.join(checks) : sql`true`}`.execute(db);
}
