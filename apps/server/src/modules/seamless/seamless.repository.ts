// A batch of money calls: what it reads once its locks are held, and what it records.
import { sql } from 'kysely';
import type { Insertable, Selectable } from 'kysely';
import type { ReadPart, WritePart } from '../../db/statement-parts.js';
import type { ProviderTransactionsTable } from '../../db/schema.js';

export type TransactionRow = Selectable<ProviderTransactionsTable>;

/** What a batch of money calls needs to know, read in one statement once their locks are held. */
export interface BatchContext {
  /** The named transactions (the calls' own ids and the bets they name) that exist. */
  transactions: TransactionRow[];
  /** The accepted wins and rollbacks of the named bets, each by the player the bet is asked for. */
  settlements: { provider: string; bet_transaction_id: string; user_id: number; kind: 'win' | 'rollback' }[];
  rounds: { provider: string; round_id: string; user_id: number; game_id: string; closed_at: string | null }[];
  /** Of the (provider, player) pairs asked, those whose player launched a game of that provider. */
  launched: { provider: string; user_id: number }[];
  /** For each bet asked (by its player), what its accepted wins credited and its corrections took back. */
  paid: { provider: string; bet_transaction_id: string; user_id: number; won: number; reclaimed: number }[];
}

type Pairs = { provider: string; id: string }[];
/** A bet as one player's call names it: its win or rollback by another player is not its own. */
type PlayerBets = { provider: string; id: string; userId: number }[];
const unnestPairs = (pairs: Pairs) =>
  sql`unnest(${pairs.map((p) => p.provider)}::text[], ${pairs.map((p) => p.id)}::text[]) AS w (provider, id)`;

/**
 * What a batch of money calls needs to know, as parts of its one read statement, once their
 * bets' locks are held. Each pair is looked up through its index: LATERAL ... LIMIT 1 keeps
 * the planner from turning the lookups into a hash join over the whole table, whose cost
 * grows with it.
 */
export function batchContextParts(ask: {
  transactions: Pairs;
  bets: PlayerBets;
  rounds: Pairs;
  launched: { provider: string; userId: number }[];
  /** The bets corrections name: what their wins paid and earlier corrections took (decision 027). */
  paid: PlayerBets;
}): { [K in keyof BatchContext]: ReadPart<BatchContext[K]> } {
  return {
    transactions: sql`(SELECT coalesce(json_agg(t), '[]') FROM ${unnestPairs(ask.transactions)} CROSS JOIN LATERAL (
        SELECT * FROM provider_transactions t WHERE t.provider = w.provider AND t.transaction_id = w.id LIMIT 1) AS t)`,
    // By the player too: a rollback remembered before its bet is bound to the player it named
    // (issue #28), and must neither block nor settle a bet of another player.
    settlements: sql`(SELECT coalesce(json_agg(json_build_object('provider', w.provider, 'bet_transaction_id', w.id,
        'user_id', w.user_id, 'kind', k.kind)), '[]')
        FROM unnest(${ask.bets.map((b) => b.provider)}::text[], ${ask.bets.map((b) => b.id)}::text[],
          ${ask.bets.map((b) => b.userId)}::bigint[]) AS w (provider, id, user_id)
        CROSS JOIN (VALUES ('win'), ('rollback')) AS k (kind)
        CROSS JOIN LATERAL (SELECT 1 FROM provider_transactions t WHERE t.provider = w.provider
          AND t.bet_transaction_id = w.id AND t.bet_transaction_id IS NOT NULL AND t.kind = k.kind
          AND t.user_id = w.user_id AND t.status_code = 200 LIMIT 1) AS hit)`,
    rounds: sql`(SELECT coalesce(json_agg(r), '[]') FROM ${unnestPairs(ask.rounds)} CROSS JOIN LATERAL (
        SELECT r.provider, r.round_id, r.user_id, r.game_id, r.closed_at FROM provider_rounds r
        WHERE r.provider = w.provider AND r.round_id = w.id LIMIT 1) AS r)`,
    launched: sql`(SELECT coalesce(json_agg(json_build_object('provider', l.provider, 'user_id', l.user_id)), '[]')
        FROM unnest(${ask.launched.map((l) => l.provider)}::text[], ${ask.launched.map((l) => l.userId)}::bigint[])
          AS l (provider, user_id)
        WHERE EXISTS (SELECT 1 FROM game_launch_tokens g WHERE g.user_id = l.user_id AND g.provider = l.provider))`,
    paid: sql`(SELECT coalesce(json_agg(json_build_object('provider', w.provider, 'bet_transaction_id', w.id,
        'user_id', w.user_id, 'won', s.won, 'reclaimed', s.reclaimed)), '[]')
        FROM unnest(${ask.paid.map((b) => b.provider)}::text[], ${ask.paid.map((b) => b.id)}::text[],
          ${ask.paid.map((b) => b.userId)}::bigint[]) AS w (provider, id, user_id)
        CROSS JOIN LATERAL (SELECT coalesce(sum(t.amount) FILTER (WHERE t.kind = 'win'), 0)::bigint AS won,
            coalesce(sum(t.amount) FILTER (WHERE t.kind = 'correct'), 0)::bigint AS reclaimed
          FROM provider_transactions t WHERE t.provider = w.provider AND t.bet_transaction_id = w.id
            AND t.bet_transaction_id IS NOT NULL AND t.kind IN ('win', 'correct') AND t.user_id = w.user_id
            AND t.status_code = 200) AS s)`,
  };
}

export type NewTransaction = Omit<Insertable<ProviderTransactionsTable>, 'response' | 'created_at'> & {
  response: unknown;
};

/**
 * A batch's answers and the rounds it opened and closed, as a part of its one write
 * statement. A transaction id already taken fails the statement (and the batch): the calls
 * then run again one by one and find it.
 */
export function recordBatchPart(batch: {
  transactions: NewTransaction[];
  opened: { provider: string; round_id: string; user_id: number; game_id: string; closed: boolean }[];
  closed: { provider: string; round_id: string }[];
  now: Date;
}): WritePart {
  const transactions = batch.transactions.map((row) => ({ ...row, response: JSON.stringify(row.response) }));
  return {
    ctes: [
      sql`recorded AS (
        INSERT INTO provider_transactions (provider, transaction_id, kind, user_id, round_id, bet_transaction_id,
          amount, cash_part, bonus_part, fingerprint, status_code, response, free_spin_session_id, free_bet_id)
        SELECT provider, transaction_id, kind, user_id, round_id, bet_transaction_id, amount, cash_part, bonus_part,
          fingerprint, status_code, response::json, free_spin_session_id, free_bet_id
        FROM json_to_recordset(${JSON.stringify(transactions)}::json) AS t (provider text, transaction_id text,
          kind text, user_id bigint, round_id text, bet_transaction_id text, amount bigint, cash_part bigint,
          bonus_part bigint, fingerprint text, status_code int, response text, free_spin_session_id bigint,
          free_bet_id bigint)
        RETURNING 1)`,
      sql`opened AS (
        INSERT INTO provider_rounds (provider, round_id, user_id, game_id, closed_at)
        SELECT provider, round_id, user_id, game_id, CASE WHEN closed THEN ${batch.now}::timestamptz END
        FROM json_to_recordset(${JSON.stringify(batch.opened)}::json) AS r (provider text, round_id text,
          user_id bigint, game_id text, closed boolean)
        ON CONFLICT (provider, round_id) DO NOTHING
        RETURNING 1)`,
      // Arrays rather than JSON: the planner expects few rows of an unnest and, sequential scans
      // being off in a batch (decision 018), looks each round up by its key.
      sql`closed AS (
        UPDATE provider_rounds r SET closed_at = ${batch.now}
        FROM unnest(${batch.closed.map((c) => c.provider)}::text[], ${batch.closed.map((c) => c.round_id)}::text[])
          AS c (provider, round_id)
        WHERE r.provider = c.provider AND r.round_id = c.round_id AND r.closed_at IS NULL
        RETURNING 1)`,
    ],
    // Nothing to verify: a taken id fails the INSERT itself, and a round may already be open or closed.
  };
}
