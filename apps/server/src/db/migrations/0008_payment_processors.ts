import { type Kysely, sql } from 'kysely';

/**
 * The processors behind the cashier: each payment system gets a kind (card, crypto,
 * manual) and a callback secret; the sandbox card processor keeps its hosted-page
 * sessions and an outbox of signed callbacks; the platform records every accepted
 * callback (replays are answered, not applied); the sandbox crypto processor derives an
 * address per payment and watches a simulated chain.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE payment_systems
      ADD COLUMN kind text NOT NULL DEFAULT 'manual' CHECK (kind IN ('card', 'crypto', 'manual')),
      -- HMAC key of the system's processor callbacks; created on first use, never shown to players.
      ADD COLUMN callback_secret text;

    -- Callbacks the platform accepted, by the processor's event id: a replay finds its row.
    CREATE TABLE payment_callbacks (
      direction text NOT NULL,
      system_slug text NOT NULL,
      event_id text NOT NULL,
      payment_id bigint NOT NULL REFERENCES payments (id),
      outcome text NOT NULL,
      received_at timestamptz NOT NULL,
      PRIMARY KEY (direction, system_slug, event_id)
    );

    -- The sandbox card processor's hosted payment pages. Only the last 4 digits are kept.
    CREATE TABLE sandbox_card_sessions (
      ref text PRIMARY KEY,
      payment_id bigint NOT NULL UNIQUE REFERENCES payments (id),
      system_slug text NOT NULL,
      amount bigint NOT NULL,
      currency text NOT NULL,
      status text NOT NULL CHECK (status IN ('open', 'challenge', 'succeeded', 'declined', 'timed_out')),
      card_last4 text,
      challenge_failures int NOT NULL DEFAULT 0,
      created_at timestamptz NOT NULL,
      updated_at timestamptz NOT NULL
    );

    -- Signed callbacks the sandbox processors still owe the platform, retried with backoff.
    CREATE TABLE sandbox_callback_outbox (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      direction text NOT NULL,
      system_slug text NOT NULL,
      path text NOT NULL,
      body text NOT NULL,
      attempts int NOT NULL DEFAULT 0,
      next_attempt_at timestamptz NOT NULL,
      state text NOT NULL DEFAULT 'pending' CHECK (state IN ('pending', 'delivered', 'refused', 'abandoned')),
      last_status int,
      last_error text,
      created_at timestamptz NOT NULL,
      delivered_at timestamptz
    );
    CREATE INDEX sandbox_callback_outbox_due_idx ON sandbox_callback_outbox (next_attempt_at) WHERE state = 'pending';

    -- The coins of the sandbox crypto processor, in the spec's display order (sort).
    -- Amounts in units of 1e-8 coin; eur_price is the configured rate of one coin in EUR.
    CREATE TABLE crypto_currencies (
      code text PRIMARY KEY,
      name text NOT NULL,
      ticker text NOT NULL,
      network text NOT NULL,
      address_format text NOT NULL CHECK (address_format IN ('btc', 'ltc', 'doge', 'evm', 'tron')),
      eur_price double precision NOT NULL CHECK (eur_price > 0),
      min_units bigint NOT NULL CHECK (min_units > 0),
      confirmations int NOT NULL CHECK (confirmations > 0),
      sort int NOT NULL
    );
    INSERT INTO crypto_currencies (code, name, ticker, network, address_format, eur_price, min_units, confirmations, sort)
    VALUES
      ('btc', 'Bitcoin', 'BTC', 'Bitcoin', 'btc', 60000, 10000, 2, 1),
      ('eth', 'Ethereum', 'ETH', 'Ethereum', 'evm', 3000, 200000, 3, 2),
      ('usdttrc20', 'Tether USD (TRC-20)', 'USDT', 'TRON', 'tron', 0.92, 1000000000, 2, 3),
      ('usdterc20', 'Tether USD (ERC-20)', 'USDT', 'Ethereum', 'evm', 0.92, 2000000000, 3, 4),
      ('busdbsc', 'Binance USD (BEP-20)', 'BUSD', 'BNB Smart Chain', 'evm', 0.92, 1000000000, 3, 5),
      ('bnbbsc', 'BNB (BEP-20)', 'BNB', 'BNB Smart Chain', 'evm', 550, 2000000, 3, 6),
      ('doge', 'Dogecoin', 'DOGE', 'Dogecoin', 'doge', 0.15, 5000000000, 3, 7),
      ('trx', 'TRON', 'TRX', 'TRON', 'tron', 0.11, 10000000000, 2, 8),
      ('ltc', 'Litecoin', 'LTC', 'Litecoin', 'ltc', 70, 10000000, 3, 9);

    -- One fresh address per crypto deposit, derived from the master seed and its index.
    CREATE SEQUENCE crypto_derivation_seq;
    CREATE TABLE crypto_addresses (
      address text PRIMARY KEY,
      currency text NOT NULL REFERENCES crypto_currencies (code),
      derivation_index bigint NOT NULL,
      payment_id bigint NOT NULL UNIQUE REFERENCES payments (id),
      expected_units bigint NOT NULL,
      created_at timestamptz NOT NULL
    );

    -- The simulated chain: one height; a sent transfer enters the next mined block.
    CREATE TABLE crypto_chain (
      id boolean PRIMARY KEY DEFAULT true CHECK (id),
      height bigint NOT NULL DEFAULT 0
    );
    INSERT INTO crypto_chain (id, height) VALUES (true, 0);
    CREATE TABLE crypto_transfers (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      txid text NOT NULL UNIQUE,
      address text NOT NULL,
      units bigint NOT NULL CHECK (units > 0),
      block_height bigint, -- null while in the mempool
      -- pending until confirmed; then credited, refused (below the minimum), review (an
      -- operator decides) or orphaned (no open payment for the address: unknown or late).
      state text NOT NULL DEFAULT 'pending' CHECK (state IN ('pending', 'credited', 'refused', 'review', 'orphaned')),
      payment_id bigint REFERENCES payments (id),
      created_at timestamptz NOT NULL,
      settled_at timestamptz
    );
    CREATE INDEX crypto_transfers_pending_idx ON crypto_transfers (block_height) WHERE state = 'pending';

    -- The sandbox systems a fresh installation offers beside the bank transfer. Limits in
    -- EUR: the help's card deposit from 5 and withdrawal from 10; the terms' deposit
    -- maximum of 10 000 TND is 2 985 EUR at the default rate.
    UPDATE payment_systems SET kind = 'manual' WHERE processor = 'manual';
    INSERT INTO payment_systems
      (direction, slug, name, description, processor, kind, currency, limits_currency, min_amount, max_amount, sort)
    VALUES
      ('deposit', 'card', 'Bank card', 'Visa or Mastercard; the amount arrives within 5 minutes.',
       'sandbox-card', 'card', NULL, 'EUR', 500, 298500, 10),
      ('payout', 'card', 'Bank card', 'Paid to your Visa or Mastercard once confirmed, usually within an hour.',
       'sandbox-card', 'card', NULL, 'EUR', 1000, 298500, 10),
      ('deposit', 'crypto', 'Cryptocurrency', 'Bitcoin, Ethereum, USDT and more; credited after the network confirms it.',
       'sandbox-crypto', 'crypto', NULL, 'EUR', 500, 298500, 20),
      ('payout', 'crypto', 'Cryptocurrency', 'Paid to your wallet address once confirmed.',
       'sandbox-crypto', 'crypto', NULL, 'EUR', 1000, 298500, 20)
    ON CONFLICT (direction, slug) DO NOTHING;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DELETE FROM payment_systems WHERE processor IN ('sandbox-card', 'sandbox-crypto')
      AND NOT EXISTS (SELECT 1 FROM payments WHERE payments.system_slug = payment_systems.slug);
    DROP TABLE crypto_transfers, crypto_chain, crypto_addresses, crypto_currencies,
      sandbox_callback_outbox, sandbox_card_sessions, payment_callbacks;
    DROP SEQUENCE crypto_derivation_seq;
    ALTER TABLE payment_systems DROP COLUMN kind, DROP COLUMN callback_secret;
  `.execute(db);
}
