import { type Kysely, sql } from 'kysely';

/**
 * Progressive jackpots (issue #22, decision 034). Each pool is a ledger account
 * (`jackpot_pool`, ref = its tier); its balance is cached in shards, so that two seamless
 * batches committing at once add their contributions to different rows and never wait on
 * each other; the sum of a pool's shards is its balance. A round of a pool holds its must-drop
 * point, drawn at its start from a committed server seed (revealed once it ends); one round
 * per pool is live (open, or won and not yet paid).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE wallet_pool_balances (
      account_id bigint NOT NULL REFERENCES wallet_accounts (id),
      shard smallint NOT NULL,
      balance bigint NOT NULL,
      PRIMARY KEY (account_id, shard)
    ) WITH (fillfactor = 70);

    CREATE TABLE jackpot_rounds (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      tier text NOT NULL CHECK (tier IN ('gold', 'silver', 'bronze', 'diamond')),
      currency text NOT NULL REFERENCES currencies (code),
      -- The point is drawn in (low, high]: the larger of the seed and the pool at the start, and the cap.
      seed bigint NOT NULL CHECK (seed > 0),
      low bigint NOT NULL,
      high bigint NOT NULL CHECK (high > low),
      drop_at bigint NOT NULL CHECK (drop_at > low AND drop_at <= high),
      server_seed text NOT NULL,
      server_seed_hash text NOT NULL,
      client_seed text NOT NULL,
      nonce bigint NOT NULL,
      status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'won', 'paid', 'void')),
      winner_user_id bigint REFERENCES users (id),
      amount bigint CHECK (amount > 0),
      bet_key text,
      opened_at timestamptz NOT NULL DEFAULT now(),
      ended_at timestamptz,
      paid_at timestamptz,
      CONSTRAINT jackpot_rounds_winner CHECK ((status IN ('won', 'paid')) = (winner_user_id IS NOT NULL))
    );
    CREATE UNIQUE INDEX jackpot_rounds_live ON jackpot_rounds (tier, currency) WHERE status IN ('open', 'won');
    CREATE INDEX jackpot_rounds_history ON jackpot_rounds (tier, currency, id DESC);
  `.execute(db);
}
