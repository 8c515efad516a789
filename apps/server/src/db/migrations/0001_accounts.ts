import { type Kysely, sql } from 'kysely';

/** Players and staff, their sessions and e-mail tokens, settings and currencies, the mail outbox. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE currencies (
      code text PRIMARY KEY CHECK (code ~ '^[A-Z]{3,5}$'),
      name text NOT NULL,
      symbol text NOT NULL,
      is_default boolean NOT NULL DEFAULT false,
      is_deposit_currency boolean NOT NULL DEFAULT true,
      sort_order int NOT NULL DEFAULT 0
    );
    CREATE UNIQUE INDEX currencies_one_default ON currencies (is_default) WHERE is_default;

    CREATE TABLE settings (key text PRIMARY KEY, value jsonb NOT NULL);
    CREATE TABLE secrets (name text PRIMARY KEY, value text NOT NULL);

    CREATE TABLE users (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      username text NOT NULL,
      email text NOT NULL,
      password_hash text NOT NULL,
      role text NOT NULL DEFAULT 'P' CHECK (role IN ('P', 'C', 'A', 'SO', 'SA', 'O')),
      first_name text NOT NULL DEFAULT '',
      last_name text NOT NULL DEFAULT '',
      date_of_birth date,
      phone text NOT NULL DEFAULT '',
      street_address text NOT NULL DEFAULT '',
      city text NOT NULL DEFAULT '',
      postal_code text NOT NULL DEFAULT '',
      country text NOT NULL DEFAULT '',
      currency text NOT NULL REFERENCES currencies (code),
      bonus_code text NOT NULL DEFAULT '',
      agent_id text NOT NULL DEFAULT '',
      parent_id bigint REFERENCES users (id),
      is_self_registered boolean NOT NULL DEFAULT true,
      language text NOT NULL DEFAULT 'fr-fr',
      email_verified_at timestamptz,
      is_banned boolean NOT NULL DEFAULT false,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE UNIQUE INDEX users_username_key ON users (lower(username));
    CREATE UNIQUE INDEX users_email_key ON users (lower(email));
    CREATE INDEX users_parent_idx ON users (parent_id);

    CREATE TABLE refresh_tokens (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      user_id bigint NOT NULL REFERENCES users (id),
      family_id uuid NOT NULL,
      token_hash text NOT NULL UNIQUE,
      created_at timestamptz NOT NULL DEFAULT now(),
      expires_at timestamptz NOT NULL,
      used_at timestamptz,
      revoked_at timestamptz
    );
    CREATE INDEX refresh_tokens_family_idx ON refresh_tokens (family_id);
    CREATE INDEX refresh_tokens_user_idx ON refresh_tokens (user_id);

    CREATE TABLE email_tokens (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      user_id bigint NOT NULL REFERENCES users (id),
      purpose text NOT NULL CHECK (purpose IN ('verify_email', 'change_email', 'reset_password')),
      token_hash text NOT NULL UNIQUE,
      new_email text,
      created_at timestamptz NOT NULL DEFAULT now(),
      expires_at timestamptz NOT NULL,
      used_at timestamptz
    );
    CREATE INDEX email_tokens_user_idx ON email_tokens (user_id, purpose);

    CREATE TABLE mail_outbox (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      to_address text NOT NULL,
      subject text NOT NULL,
      body_text text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      sent_at timestamptz,
      error text
    );

    CREATE TABLE throttle (
      key text PRIMARY KEY,
      hits int NOT NULL,
      window_started_at timestamptz NOT NULL,
      blocked_until timestamptz
    );
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP TABLE throttle, mail_outbox, email_tokens, refresh_tokens, users,
      secrets, settings, currencies;
  `.execute(db);
}
