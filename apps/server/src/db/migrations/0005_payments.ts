import { type Kysely, sql } from 'kysely';

/**
 * The cashier: payment systems, payments with the spec's status codes (SPEC.md §4), and
 * one event per status change. Money never lives here: the wallet's ledger holds it, and
 * a payment only names its hold (payouts) or its credit (deposits, by idempotency key).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    -- A slug names one method for the player; the same method (bank-transfer) usually works
    -- both ways, so a system is keyed by (direction, slug).
    CREATE TABLE payment_systems (
      direction text NOT NULL CHECK (direction IN ('deposit', 'payout')),
      slug text NOT NULL CHECK (slug ~ '^[a-z0-9_-]{2,40}$'),
      name text NOT NULL,
      description text NOT NULL DEFAULT '',
      processor text NOT NULL,
      currency text, -- null: offered to players of any currency
      -- min and max are minor units of limits_currency, converted with the operator's rates
      -- into the player's currency (min ceiled, max floored), as the wallet does for the
      -- terms' limits: one row serves every currency and follows rate changes.
      limits_currency text NOT NULL,
      min_amount bigint NOT NULL CHECK (min_amount > 0),
      max_amount bigint NOT NULL CHECK (max_amount >= min_amount),
      is_temporary_disabled boolean NOT NULL DEFAULT false,
      sort int NOT NULL DEFAULT 0,
      PRIMARY KEY (direction, slug)
    );

    CREATE TABLE payments (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      user_id bigint NOT NULL REFERENCES users (id),
      direction text NOT NULL CHECK (direction IN ('deposit', 'payout')),
      system_slug text NOT NULL,
      amount bigint NOT NULL CHECK (amount > 0),
      currency text NOT NULL,
      status smallint NOT NULL CHECK (status IN (10, 20, 21, 22, 27, 30, 40, 45)),
      redirect_link text,
      external_ref text,
      hold_id bigint REFERENCES wallet_holds (id),
      destination text,
      status_message text,
      created_at timestamptz NOT NULL,
      updated_at timestamptz NOT NULL,
      FOREIGN KEY (direction, system_slug) REFERENCES payment_systems (direction, slug)
    );
    CREATE INDEX payments_user_idx ON payments (user_id, direction, id DESC);
    CREATE INDEX payments_open_idx ON payments (direction, status, created_at) WHERE status IN (10, 20, 21, 27);
    -- A processor's own reference is unique per system: a replayed callback finds its payment.
    CREATE UNIQUE INDEX payments_external_ref_idx ON payments (direction, system_slug, external_ref)
      WHERE external_ref IS NOT NULL;

    CREATE TABLE payment_events (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      payment_id bigint NOT NULL REFERENCES payments (id),
      from_status smallint, -- null for the creation of the payment
      to_status smallint NOT NULL,
      actor text NOT NULL,
      reason text,
      at timestamptz NOT NULL
    );
    CREATE INDEX payment_events_payment_idx ON payment_events (payment_id, id);

    -- The manual bank transfer of the terms (TND): deposit 10 to 10 000, withdrawal from 10;
    -- its payout maximum is the deposit's.
    INSERT INTO payment_systems
      (direction, slug, name, description, processor, currency, limits_currency, min_amount, max_amount, sort)
    VALUES
      ('deposit', 'bank-transfer', 'Bank transfer',
       'Transfer the amount to our bank account; an operator confirms it on arrival.',
       'manual', NULL, 'TND', 1000, 1000000, 100),
      ('payout', 'bank-transfer', 'Bank transfer',
       'Paid to your bank account (IBAN) after an operator confirms it.',
       'manual', NULL, 'TND', 1000, 1000000, 100);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE payment_events, payments, payment_systems`.execute(db);
}
