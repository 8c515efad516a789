import { type Kysely, sql } from 'kysely';

/**
 * The double-entry ledger (DESIGN.md §3). Every movement is a transfer between two
 * accounts of one currency, written with the balance change it causes. Only user
 * accounts cache a balance (never negative); system accounts (house, providers,
 * payment clearing, bonus funding, jackpot pools) derive theirs from their transfers,
 * so no system row is ever a hot spot that serialises players.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE wallet_accounts (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      user_id bigint REFERENCES users (id),
      kind text NOT NULL,
      ref text NOT NULL DEFAULT '',
      currency text NOT NULL REFERENCES currencies (code),
      balance bigint NOT NULL DEFAULT 0,
      tracks_balance boolean NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT wallet_balance_not_negative CHECK (balance >= 0),
      CONSTRAINT wallet_derived_balance_not_cached CHECK (tracks_balance OR balance = 0),
      CONSTRAINT wallet_user_accounts_track CHECK ((user_id IS NOT NULL) = tracks_balance)
    );
    CREATE UNIQUE INDEX wallet_accounts_user_key ON wallet_accounts (user_id, kind) WHERE user_id IS NOT NULL;
    CREATE UNIQUE INDEX wallet_accounts_system_key ON wallet_accounts (kind, ref, currency) WHERE user_id IS NULL;

    CREATE TABLE wallet_operations (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      idempotency_key text NOT NULL UNIQUE,
      fingerprint text NOT NULL,
      kind text NOT NULL,
      user_id bigint REFERENCES users (id),
      result jsonb NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    );

    CREATE TABLE wallet_holds (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      user_id bigint NOT NULL REFERENCES users (id),
      amount bigint NOT NULL CHECK (amount > 0),
      currency text NOT NULL REFERENCES currencies (code),
      purpose text NOT NULL,
      status text NOT NULL DEFAULT 'held' CHECK (status IN ('held', 'posted', 'voided')),
      created_at timestamptz NOT NULL DEFAULT now(),
      settled_at timestamptz
    );
    CREATE INDEX wallet_holds_user_idx ON wallet_holds (user_id, status);

    CREATE TABLE wallet_transfers (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      operation_id bigint NOT NULL REFERENCES wallet_operations (id),
      idempotency_key text NOT NULL UNIQUE,
      from_account_id bigint NOT NULL REFERENCES wallet_accounts (id),
      to_account_id bigint NOT NULL REFERENCES wallet_accounts (id),
      amount bigint NOT NULL CHECK (amount > 0),
      currency text NOT NULL REFERENCES currencies (code),
      kind text NOT NULL,
      from_balance_after bigint,
      to_balance_after bigint,
      round_ref text,
      bet_ref text,
      payment_ref text,
      hold_id bigint REFERENCES wallet_holds (id),
      created_at timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT wallet_transfer_two_accounts CHECK (from_account_id <> to_account_id)
    );
    CREATE INDEX wallet_transfers_from_idx ON wallet_transfers (from_account_id, created_at);
    CREATE INDEX wallet_transfers_to_idx ON wallet_transfers (to_account_id, created_at);
    CREATE INDEX wallet_transfers_operation_idx ON wallet_transfers (operation_id);

    -- The ledger is append-only: a mistake is corrected by a new transfer, never by an edit.
    CREATE FUNCTION wallet_transfers_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      RAISE EXCEPTION 'wallet_transfers is append-only: % is not allowed', TG_OP;
    END $$;
    CREATE TRIGGER wallet_transfers_append_only BEFORE UPDATE OR DELETE ON wallet_transfers
      FOR EACH ROW EXECUTE FUNCTION wallet_transfers_append_only();
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP TABLE wallet_transfers, wallet_holds, wallet_operations, wallet_accounts;
    DROP FUNCTION wallet_transfers_append_only;
  `.execute(db);
}
