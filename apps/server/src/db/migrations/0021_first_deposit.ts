import { type Kysely, sql } from 'kysely';

/**
 * The first-deposit bonus (issue #21) is wagered once the player has staked a multiple of it
 * since the grant. Summing a player's stakes from wallet_transfers would read every game
 * transfer (no index holds them, decision 017), so the per-day counter of migration 0004
 * also counts stakes: bets made, minus bets refunded, in the same upsert it already does.
 * A grant notes the player's stakes so far (under the lock on their accounts), and what was
 * staked since is the counter's sum now minus that note: exact, whatever the day.
 */
export const COUNT_WITH_STAKES = sql`
  CREATE OR REPLACE FUNCTION wallet_count_game_results() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    INSERT INTO wallet_daily_game_results AS r (user_id, day, net, staked)
    SELECT user_id, day, sum(net), sum(staked) FROM (
      SELECT ta.user_id, (i.created_at AT TIME ZONE 'UTC')::date AS day, i.amount AS net,
        CASE WHEN i.kind = 'rollback' THEN -i.amount ELSE 0 END AS staked
      FROM inserted i JOIN wallet_accounts ta ON ta.id = i.to_account_id
      WHERE i.kind IN ('bet', 'win', 'rollback', 'reclaim') AND ta.user_id IS NOT NULL
      UNION ALL
      SELECT fa.user_id, (i.created_at AT TIME ZONE 'UTC')::date, -i.amount,
        CASE WHEN i.kind = 'bet' THEN i.amount ELSE 0 END
      FROM inserted i
      JOIN wallet_accounts fa ON fa.id = i.from_account_id
      JOIN wallet_accounts ta ON ta.id = i.to_account_id
      WHERE i.kind IN ('bet', 'win', 'rollback', 'reclaim') AND fa.user_id IS NOT NULL
        AND fa.user_id IS DISTINCT FROM ta.user_id
    ) moves
    GROUP BY user_id, day
    ORDER BY user_id, day
    ON CONFLICT (user_id, day) DO UPDATE SET net = r.net + EXCLUDED.net, staked = r.staked + EXCLUDED.staked;
    RETURN NULL;
  END $$;`;

/** Every (player, day) with a bet or a refund has its row already (its net was counted): its stakes from the transfers. */
export const BACKFILL_STAKES = sql`
    UPDATE wallet_daily_game_results r SET staked = s.staked
    FROM (
      SELECT user_id, day, sum(staked) AS staked FROM (
        SELECT fa.user_id, (t.created_at AT TIME ZONE 'UTC')::date AS day, t.amount AS staked
        FROM wallet_transfers t
        JOIN wallet_accounts fa ON fa.id = t.from_account_id
        JOIN wallet_accounts ta ON ta.id = t.to_account_id
        WHERE t.kind = 'bet' AND fa.user_id IS NOT NULL AND fa.user_id IS DISTINCT FROM ta.user_id
        UNION ALL
        SELECT ta.user_id, (t.created_at AT TIME ZONE 'UTC')::date, -t.amount
        FROM wallet_transfers t JOIN wallet_accounts ta ON ta.id = t.to_account_id
        WHERE t.kind = 'rollback' AND ta.user_id IS NOT NULL
      ) moves GROUP BY user_id, day
    ) s
    WHERE r.user_id = s.user_id AND r.day = s.day`;

/** Migration 0016's function, for down (and migration 0023's up). */
export const COUNT_NET_ONLY = sql`
  CREATE OR REPLACE FUNCTION wallet_count_game_results() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    INSERT INTO wallet_daily_game_results AS r (user_id, day, net)
    SELECT user_id, day, sum(net) FROM (
      SELECT ta.user_id, (i.created_at AT TIME ZONE 'UTC')::date AS day, i.amount AS net
      FROM inserted i JOIN wallet_accounts ta ON ta.id = i.to_account_id
      WHERE i.kind IN ('bet', 'win', 'rollback', 'reclaim') AND ta.user_id IS NOT NULL
      UNION ALL
      SELECT fa.user_id, (i.created_at AT TIME ZONE 'UTC')::date, -i.amount
      FROM inserted i
      JOIN wallet_accounts fa ON fa.id = i.from_account_id
      JOIN wallet_accounts ta ON ta.id = i.to_account_id
      WHERE i.kind IN ('bet', 'win', 'rollback', 'reclaim') AND fa.user_id IS NOT NULL
        AND fa.user_id IS DISTINCT FROM ta.user_id
    ) moves
    GROUP BY user_id, day
    ORDER BY user_id, day
    ON CONFLICT (user_id, day) DO UPDATE SET net = r.net + EXCLUDED.net;
    RETURN NULL;
  END $$;`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE wallet_daily_game_results ADD COLUMN staked bigint NOT NULL DEFAULT 0`.execute(db);
  await COUNT_WITH_STAKES.execute(db);
  await BACKFILL_STAKES.execute(db);
  // One first-deposit bonus per player: what it paid, what wagers it, and the stakes before it.
  await sql`
    CREATE TABLE first_deposit_bonuses (
      user_id bigint PRIMARY KEY REFERENCES users (id),
      amount bigint NOT NULL CHECK (amount > 0), -- minor units of the player's currency
      wager_required bigint NOT NULL CHECK (wager_required >= 0),
      staked_before bigint NOT NULL,
      granted_at timestamptz NOT NULL DEFAULT now(),
      -- set when a withdrawal took back what was left of it
      detracted bigint,
      detracted_at timestamptz
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE first_deposit_bonuses`.execute(db);
  await COUNT_NET_ONLY.execute(db);
  await sql`ALTER TABLE wallet_daily_game_results DROP COLUMN staked`.execute(db);
}
