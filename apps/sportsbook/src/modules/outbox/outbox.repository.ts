import { sql, type Selectable } from 'kysely';
import type { Executor } from '../../db/database.js';
import type { WalletOpsTable } from '../../db/schema.js';

export type OpRow = Selectable<WalletOpsTable>;

/**
 * Takes due calls for sending: each the oldest pending call of its ticket (a ticket's calls
 * go in order), leased for `leaseMs` so that an instance that dies while sending leaves
 * them to another after the lease; SKIP LOCKED keeps two instances off the same call.
 */
export const leaseDue = (db: Executor, now: Date, limit: number, leaseMs: number, ticketId?: number) =>
  sql<OpRow & { player_id: string }>`
    UPDATE sb_wallet_ops AS op
    SET next_at = ${new Date(now.getTime() + leaseMs)}, attempts = op.attempts + 1
    FROM sb_tickets AS t
    WHERE t.id = op.ticket_id AND op.transaction_id IN (
      SELECT o.transaction_id FROM sb_wallet_ops AS o
      WHERE o.state = 'pending' AND o.next_at <= ${now}
        AND (${ticketId ?? null}::bigint IS NULL OR o.ticket_id = ${ticketId ?? null})
        AND NOT EXISTS (
          SELECT 1 FROM sb_wallet_ops AS e
          WHERE e.ticket_id = o.ticket_id AND e.seq < o.seq AND e.state = 'pending'
        )
      ORDER BY o.next_at
      LIMIT ${limit}
      FOR UPDATE OF o SKIP LOCKED
    )
    RETURNING op.*, t.player_id`
    .execute(db)
    .then((result) => result.rows);

/** Records the platform's answers: done (with what it moved), refused, or to send again at `retryAt`. */
export async function recordAnswers(
  db: Executor,
  answers: readonly (
    | { id: string; state: 'done'; moved: number; answer: unknown }
    | { id: string; state: 'refused'; answer: unknown }
    | { id: string; state: 'pending'; retryAt: Date }
  )[],
): Promise<void> {
  if (!answers.length) return;
  await sql`
    UPDATE sb_wallet_ops AS op
    SET state = v.state, moved = v.moved, answer = v.answer, next_at = coalesce(v.retry_at, op.next_at)
    FROM unnest(${answers.map((a) => a.id)}::text[], ${answers.map((a) => a.state)}::text[],
                ${answers.map((a) => (a.state === 'done' ? a.moved : null))}::bigint[],
                ${answers.map((a) => (a.state === 'pending' ? null : JSON.stringify(a.answer)))}::jsonb[],
                ${answers.map((a) => (a.state === 'pending' ? a.retryAt : null))}::timestamptz[])
      AS v(transaction_id, state, moved, answer, retry_at)
    WHERE op.transaction_id = v.transaction_id AND op.state = 'pending'`.execute(db);
}

export const pendingCount = (db: Executor) =>
  db
    .selectFrom('sb_wallet_ops')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('state', '=', 'pending')
    .executeTakeFirstOrThrow()
    .then((row) => Number(row.n));
