import { type Kysely, sql } from 'kysely';

/**
 * For batches of provider calls (decision 012): "has this player launched a game of this
 * provider" is answered through an index instead of a scan of every launch token, and the
 * per-day net game result (migration 0004) is counted once per statement from its new
 * rows (a transition table) instead of once per transfer: a batch's hundred transfers
 * become one upsert per player.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE INDEX game_launch_tokens_user_idx ON game_launch_tokens (user_id, provider);

    DROP TRIGGER wallet_transfers_game_result ON wallet_transfers;
    DROP FUNCTION wallet_count_game_result();

    -- Same rule as before: a transfer counts +amount for the user it goes to, else -amount
    -- for the user it comes from. Rows are summed per (user, day) first, so one statement
    -- upserts each counter once, in user order.
    CREATE FUNCTION wallet_count_game_results() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      INSERT INTO wallet_daily_game_results AS r (user_id, day, net)
      SELECT user_id, day, sum(net) FROM (
        SELECT ta.user_id, (i.created_at AT TIME ZONE 'UTC')::date AS day, i.amount AS net
        FROM inserted i JOIN wallet_accounts ta ON ta.id = i.to_account_id
        WHERE i.kind IN ('bet', 'win', 'rollback') AND ta.user_id IS NOT NULL
        UNION ALL
        SELECT fa.user_id, (i.created_at AT TIME ZONE 'UTC')::date, -i.amount
        FROM inserted i
        JOIN wallet_accounts fa ON fa.id = i.from_account_id
        JOIN wallet_accounts ta ON ta.id = i.to_account_id
        WHERE i.kind IN ('bet', 'win', 'rollback') AND fa.user_id IS NOT NULL
          AND fa.user_id IS DISTINCT FROM ta.user_id
      ) moves
      GROUP BY user_id, day
      ORDER BY user_id, day
      ON CONFLICT (user_id, day) DO UPDATE SET net = r.net + EXCLUDED.net;
      RETURN NULL;
    END $$;

    CREATE TRIGGER wallet_transfers_game_results AFTER INSERT ON wallet_transfers
      REFERENCING NEW TABLE AS inserted FOR EACH STATEMENT EXECUTE FUNCTION wallet_count_game_results();
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP TRIGGER wallet_transfers_game_results ON wallet_transfers;
    DROP FUNCTION wallet_count_game_results();
    DROP INDEX game_launch_tokens_user_idx;

    CREATE FUNCTION wallet_count_game_result() RETURNS trigger LANGUAGE plpgsql AS $$
    DECLARE
      from_user bigint;
      to_user bigint;
      on_day date := (NEW.created_at AT TIME ZONE 'UTC')::date;
    BEGIN
      SELECT user_id INTO from_user FROM wallet_accounts WHERE id = NEW.from_account_id;
      SELECT user_id INTO to_user FROM wallet_accounts WHERE id = NEW.to_account_id;
      IF to_user IS NOT NULL THEN
        INSERT INTO wallet_daily_game_results AS r (user_id, day, net) VALUES (to_user, on_day, NEW.amount)
        ON CONFLICT (user_id, day) DO UPDATE SET net = r.net + EXCLUDED.net;
      END IF;
      IF from_user IS NOT NULL AND from_user IS DISTINCT FROM to_user THEN
        INSERT INTO wallet_daily_game_results AS r (user_id, day, net) VALUES (from_user, on_day, -NEW.amount)
        ON CONFLICT (user_id, day) DO UPDATE SET net = r.net + EXCLUDED.net;
      END IF;
      RETURN NULL;
    END $$;
    CREATE TRIGGER wallet_transfers_game_result AFTER INSERT ON wallet_transfers
      FOR EACH ROW WHEN (NEW.kind IN ('bet', 'win', 'rollback')) EXECUTE FUNCTION wallet_count_game_result();
  `.execute(db);
}
