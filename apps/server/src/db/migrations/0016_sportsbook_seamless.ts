import { type Kysely, sql } from 'kysely';

/**
 * The seamless wallet for sportsbooks (decision 027): `correct` takes back part of what a
 * bet's wins paid, as a `reclaim` transfer that counts in the day's net game result like the
 * win it corrects; and free bets, tokens the platform grants a player for one provider, each
 * used by one bet (a conditional update: of two bets racing for it, one wins).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE free_bets (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      user_id bigint NOT NULL REFERENCES users (id),
      provider text NOT NULL REFERENCES game_providers (code),
      amount bigint NOT NULL CHECK (amount > 0), -- minor units of currency
      currency text NOT NULL REFERENCES currencies (code),
      status text NOT NULL DEFAULT 'available' CHECK (status IN ('available', 'used', 'expired')),
      expires_at timestamptz NOT NULL,
      -- the provider's transaction id of the bet that used it (the provider is the free bet's)
      used_by_transaction text,
      granted_by bigint REFERENCES users (id),
      created_at timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT free_bets_used_by_a_bet CHECK ((status = 'used') = (used_by_transaction IS NOT NULL))
    );
    CREATE INDEX free_bets_available_idx ON free_bets (user_id, provider, expires_at) WHERE status = 'available';

    ALTER TABLE provider_transactions ADD COLUMN free_bet_id bigint REFERENCES free_bets (id);
    ALTER TABLE provider_transactions DROP CONSTRAINT provider_transactions_kind_check;
    ALTER TABLE provider_transactions ADD CONSTRAINT provider_transactions_kind_check
      CHECK (kind IN ('bet', 'win', 'rollback', 'correct'));

    -- Same rule as migration 0006, with the reclaim of a win: it lowers the day's net result.
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
    END $$;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE OR REPLACE FUNCTION wallet_count_game_results() RETURNS trigger LANGUAGE plpgsql AS $$
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
    ALTER TABLE provider_transactions DROP CONSTRAINT provider_transactions_kind_check;
    ALTER TABLE provider_transactions ADD CONSTRAINT provider_transactions_kind_check
      CHECK (kind IN ('bet', 'win', 'rollback'));
    ALTER TABLE provider_transactions DROP COLUMN free_bet_id;
    DROP TABLE free_bets;
  `.execute(db);
}
