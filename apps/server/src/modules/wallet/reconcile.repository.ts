import { sql } from 'kysely';
import type { Executor } from '../../db/database.js';

// Every account with its balance as its transfers make it. The transfers are summed in one
// pass and then joined: a sum per account, looked up by index, was planned from statistics
// and became a scan of all transfers per account when they were stale (35 s for 30,000
// accounts after a bench run).
const DERIVED = sql`
  SELECT a.id, a.currency, a.kind, a.user_id, a.tracks_balance, a.balance, coalesce(s.derived, 0) AS derived
  FROM wallet_accounts a
  LEFT JOIN (
    SELECT id, sum(amount) AS derived FROM (
      SELECT to_account_id AS id, amount FROM wallet_transfers
      UNION ALL
      SELECT from_account_id, -amount FROM wallet_transfers
    ) moves GROUP BY id
  ) s ON s.id = a.id`;

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

/**
 * Players' days whose game result counter (wallet_daily_game_results) differs from the day's
 * game transfers (stakes, wins, refunds and reclaimed wins): the net result, +amount for the
 * player a transfer goes to, else -amount for the player it comes from; and the stakes, bets
 * made less bets refunded.
 */
export async function gameResultMismatches(db: Executor) {
  const { rows } = await sql<{
    user_id: number;
    day: string;
    counted: string;
    derived: string;
    counted_staked: string;
    derived_staked: string;
  }>`
    WITH derived AS (
      SELECT user_id, day, sum(net) AS net, sum(staked) AS staked FROM (
        SELECT ta.user_id, (t.created_at AT TIME ZONE 'UTC')::date AS day, t.amount AS net,
          CASE WHEN t.kind = 'rollback' THEN -t.amount ELSE 0 END AS staked
        FROM wallet_transfers t JOIN wallet_accounts ta ON ta.id = t.to_account_id
        WHERE t.kind IN ('bet', 'win', 'rollback', 'reclaim') AND ta.user_id IS NOT NULL
        UNION ALL
        SELECT fa.user_id, (t.created_at AT TIME ZONE 'UTC')::date, -t.amount,
          CASE WHEN t.kind = 'bet' THEN t.amount ELSE 0 END
        FROM wallet_transfers t
        JOIN wallet_accounts fa ON fa.id = t.from_account_id
        JOIN wallet_accounts ta ON ta.id = t.to_account_id
        WHERE t.kind IN ('bet', 'win', 'rollback', 'reclaim') AND fa.user_id IS NOT NULL
          AND fa.user_id IS DISTINCT FROM ta.user_id
      ) moves GROUP BY user_id, day
    )
    SELECT coalesce(r.user_id, d.user_id) AS user_id, coalesce(r.day, d.day) AS day,
      coalesce(r.net, 0) AS counted, coalesce(d.net, 0) AS derived,
      coalesce(r.staked, 0) AS counted_staked, coalesce(d.staked, 0) AS derived_staked
    FROM wallet_daily_game_results r FULL JOIN derived d ON d.user_id = r.user_id AND d.day = r.day
    WHERE coalesce(r.net, 0) <> coalesce(d.net, 0) OR coalesce(r.staked, 0) <> coalesce(d.staked, 0)`.execute(db);
  return rows.map((row) => ({
    user_id: row.user_id,
    day: row.day,
    counted: Number(row.counted),
    derived: Number(row.derived),
    countedStaked: Number(row.counted_staked),
    derivedStaked: Number(row.derived_staked),
  }));
}

/**
 * Accepted stakes that nothing settled though their round is over: no win of the bet's player
 * names them and no refund returned them, while their round is closed or they count as rolled
 * back. A rollback that moved nothing (the bet's player's, or another player's made after the
 * bet, as issue #28's attack did) left the stake neither paid nor refunded. The ledger alone
 * cannot tell: a lost stake moves nothing more either, so this reads the seamless protocol's
 * records, where a bet and its outcomes are. A round still in play is not over, and a free spin
 * or a free bet stakes nothing. A bet with a win of its player is settled, however many wins and
 * corrections follow (a sportsbook ticket cashed out, resettled or corrected).
 */
export async function strandedStakes(db: Executor) {
  const { rows } = await sql<{
    provider: string;
    transaction_id: string;
    user_id: string;
    round_id: string;
    amount: string;
    round_closed: boolean;
  }>`
    SELECT b.provider, b.transaction_id, b.user_id, b.round_id, b.amount, r.closed_at IS NOT NULL AS round_closed
    FROM provider_transactions b
    LEFT JOIN provider_rounds r ON r.provider = b.provider AND r.round_id = b.round_id
    WHERE b.kind = 'bet' AND b.status_code = 200 AND b.amount > 0 AND b.free_bet_id IS NULL
      AND NOT EXISTS (SELECT 1 FROM provider_transactions o
        WHERE o.provider = b.provider AND o.bet_transaction_id = b.transaction_id AND o.user_id = b.user_id
          AND o.status_code = 200 AND (o.kind = 'win' OR (o.kind = 'rollback' AND o.amount = b.amount)))
      AND (r.closed_at IS NOT NULL OR EXISTS (SELECT 1 FROM provider_transactions x
        WHERE x.provider = b.provider AND x.bet_transaction_id = b.transaction_id AND x.kind = 'rollback'
          AND x.status_code = 200 AND (x.user_id = b.user_id OR x.created_at >= b.created_at)))
    ORDER BY b.provider, b.transaction_id`.execute(db);
  return rows.map((row) => ({ ...row, user_id: Number(row.user_id), amount: Number(row.amount) }));
}
