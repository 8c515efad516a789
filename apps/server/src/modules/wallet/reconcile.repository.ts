import { sql } from 'kysely';
import type { Executor } from '../../db/database.js';

const DERIVED = sql`
  SELECT a.id, a.currency, a.kind, a.user_id, a.tracks_balance, a.balance,
    coalesce((SELECT sum(amount) FROM wallet_transfers WHERE to_account_id = a.id), 0)
      - coalesce((SELECT sum(amount) FROM wallet_transfers WHERE from_account_id = a.id), 0) AS derived
  FROM wallet_accounts a`;

/** Per currency, the sum of every account's balance as derived from transfers (must be 0). */
export async function currencyTotals(db: Executor) {
  const { rows } = await sql<{ currency: string; total: string }>`
    SELECT currency, sum(derived) AS total FROM (${DERIVED}) d GROUP BY currency ORDER BY currency`.execute(db);
  return rows.map((row) => ({ currency: row.currency, total: Number(row.total) }));
}

/** Accounts whose cached balance differs from the sum of their transfers. */
export async function cachedBalanceMismatches(db: Executor) {
  const { rows } = await sql<{
    id: number;
    kind: string;
    user_id: number | null;
    currency: string;
    balance: number;
    derived: string;
  }>`
    SELECT id, kind, user_id, currency, balance, derived FROM (${DERIVED}) d
    WHERE CASE WHEN tracks_balance THEN balance <> derived ELSE balance <> 0 END`.execute(db);
  return rows.map((row) => ({ ...row, derived: Number(row.derived) }));
}

/** Transfers whose currency is not that of both their accounts. */
export async function currencyMismatches(db: Executor) {
  const { rows } = await sql<{ id: number }>`
    SELECT t.id FROM wallet_transfers t
    JOIN wallet_accounts f ON f.id = t.from_account_id
    JOIN wallet_accounts r ON r.id = t.to_account_id
    WHERE f.currency <> t.currency OR r.currency <> t.currency`.execute(db);
  return rows.map((row) => row.id);
}

/** Users whose held balance differs from the sum of their open holds. */
export async function holdMismatches(db: Executor) {
  const { rows } = await sql<{ user_id: number; held: number; open: string }>`
    SELECT a.user_id, a.balance AS held, coalesce(h.open, 0) AS open
    FROM wallet_accounts a
    LEFT JOIN (SELECT user_id, sum(amount) AS open FROM wallet_holds WHERE status = 'held' GROUP BY user_id) h
      ON h.user_id = a.user_id
    WHERE a.kind = 'held' AND a.balance <> coalesce(h.open, 0)`.execute(db);
  return rows.map((row) => ({ ...row, open: Number(row.open) }));
}
