import { type Kysely, sql } from 'kysely';

/**
 * A player's net game result per UTC day, kept by a trigger on wallet_transfers. The
 * daily-winnings limit used to sum the day's transfers on every win, a scan that grows
 * with the player's activity (a busy player's win got slower all day); the counter is
 * one row per player and day, written under the lock the ledger already holds on that
 * player's accounts. Transfers are never updated or deleted, so an insert trigger keeps
 * it exact, whatever code path writes the transfer.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE wallet_daily_game_results (
      user_id bigint NOT NULL REFERENCES users (id),
      day date NOT NULL,
      net bigint NOT NULL,
      PRIMARY KEY (user_id, day)
    );

    -- Same rule as the sum it replaces: a transfer counts +amount for the user it goes to,
    -- else -amount for the user it comes from.
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

    INSERT INTO wallet_daily_game_results (user_id, day, net)
    SELECT user_id, day, sum(net) FROM (
      SELECT ta.user_id, (t.created_at AT TIME ZONE 'UTC')::date AS day, t.amount AS net
      FROM wallet_transfers t JOIN wallet_accounts ta ON ta.id = t.to_account_id
      WHERE t.kind IN ('bet', 'win', 'rollback') AND ta.user_id IS NOT NULL
      UNION ALL
      SELECT fa.user_id, (t.created_at AT TIME ZONE 'UTC')::date, -t.amount
      FROM wallet_transfers t
      JOIN wallet_accounts fa ON fa.id = t.from_account_id
      JOIN wallet_accounts ta ON ta.id = t.to_account_id
      WHERE t.kind IN ('bet', 'win', 'rollback') AND fa.user_id IS NOT NULL
        AND fa.user_id IS DISTINCT FROM ta.user_id
    ) moves GROUP BY user_id, day;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP TRIGGER wallet_transfers_game_result ON wallet_transfers;
    DROP FUNCTION wallet_count_game_result();
    DROP TABLE wallet_daily_game_results;
  `.execute(db);
}
