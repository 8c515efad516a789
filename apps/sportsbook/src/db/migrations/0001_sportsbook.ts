import { type Kysely, sql } from 'kysely';

/**
 * The sportsbook's own tables. The feed is not stored (it is a pure function of seed and
 * time); what is stored is what the operator changed, and the players' tickets with every
 * wallet call they make, written before it is sent (an outbox) so that no stake and no
 * payout is lost or made twice across crashes and retries.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE sb_settings (
      id smallint PRIMARY KEY CHECK (id = 1),
      margin double precision NOT NULL DEFAULT 0.06 CHECK (margin >= 0 AND margin <= 0.5),
      live_delay_ms integer NOT NULL DEFAULT 5000 CHECK (live_delay_ms >= 0),
      cash_out_margin_bp integer NOT NULL DEFAULT 500 CHECK (cash_out_margin_bp BETWEEN 0 AND 5000),
      min_stake bigint NOT NULL DEFAULT 10 CHECK (min_stake >= 1),
      max_stake bigint NOT NULL DEFAULT 500000 CHECK (max_stake >= 1),
      max_payout bigint NOT NULL DEFAULT 10000000 CHECK (max_payout >= 1),
      max_market_liability bigint NOT NULL DEFAULT 20000000 CHECK (max_market_liability >= 0),
      max_event_liability bigint NOT NULL DEFAULT 50000000 CHECK (max_event_liability >= 0),
      updated_at timestamptz NOT NULL DEFAULT now()
    );
    INSERT INTO sb_settings (id) VALUES (1);

    -- The provider's Ed25519 key, which signs ticket receipts, and the install's id, which
    -- prefixes its wallet transaction ids (a new database never reuses an old one's ids).
    CREATE TABLE sb_keys (
      id smallint PRIMARY KEY CHECK (id = 1),
      install_id text NOT NULL,
      private_key text NOT NULL,
      public_key text NOT NULL
    );

    CREATE TABLE sb_sessions (
      token_hash text PRIMARY KEY,
      player_id text NOT NULL,
      username text NOT NULL,
      currency text NOT NULL,
      language text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      expires_at timestamptz NOT NULL
    );
    CREATE INDEX sb_sessions_expiry ON sb_sessions (expires_at);

    -- What the operator changed about an event; the feed's own state otherwise.
    CREATE TABLE sb_event_overrides (
      event_id text PRIMARY KEY,
      suspended boolean NOT NULL DEFAULT false,
      suspended_markets text[] NOT NULL DEFAULT '{}',
      status text CHECK (status IN ('postponed', 'cancelled', 'void')),
      status_since timestamptz,
      result jsonb,
      -- Grows with each result entered or corrected, each void: settled legs older than it are settled again.
      revision integer NOT NULL DEFAULT 0,
      updated_at timestamptz NOT NULL DEFAULT now()
    );

    CREATE TABLE sb_tickets (
      id bigserial PRIMARY KEY,
      player_id text NOT NULL,
      currency text NOT NULL,
      request_id text NOT NULL,
      type text NOT NULL CHECK (type IN ('single', 'accumulator', 'system')),
      system_name text,
      sizes integer[] NOT NULL,
      lines integer NOT NULL CHECK (lines >= 1),
      stake bigint NOT NULL CHECK (stake >= 0),
      free_bet_id bigint,
      accept_odds text NOT NULL,
      live boolean NOT NULL,
      -- pending: its stake is being taken; accepted: a ticket; rejected: no ticket, no stake.
      state text NOT NULL CHECK (state IN ('pending', 'accepted', 'rejected')),
      reject_code text,
      status text NOT NULL DEFAULT 'Wait' CHECK (status IN ('Wait', 'Loser', 'Voided', 'Winner', 'Done', 'Cancelled')),
      -- What the latest settlement pays in all (of the stake still on the ticket), and its revision.
      payout bigint NOT NULL DEFAULT 0 CHECK (payout >= 0),
      returns_token boolean NOT NULL DEFAULT false,
      revision integer NOT NULL DEFAULT 0,
      -- Cash-outs: the stake sold off and what it was paid.
      sold_stake bigint NOT NULL DEFAULT 0 CHECK (sold_stake >= 0),
      sold_payout bigint NOT NULL DEFAULT 0 CHECK (sold_payout >= 0),
      signature text,
      created_at timestamptz NOT NULL DEFAULT now(),
      accepted_at timestamptz,
      settled_at timestamptz,
      UNIQUE (player_id, request_id)
    );
    CREATE INDEX sb_tickets_player ON sb_tickets (player_id, created_at DESC);
    CREATE INDEX sb_tickets_pending ON sb_tickets (created_at) WHERE state = 'pending';

    CREATE TABLE sb_ticket_legs (
      ticket_id bigint NOT NULL REFERENCES sb_tickets (id),
      idx smallint NOT NULL,
      event_id text NOT NULL,
      market_id text NOT NULL,
      outcome_id text NOT NULL,
      odds integer NOT NULL CHECK (odds > 1000),
      -- How this leg ended (a LegOutcome), and the event's override revision it was read at.
      outcome jsonb,
      outcome_revision integer NOT NULL DEFAULT 0,
      PRIMARY KEY (ticket_id, idx)
    );
    CREATE INDEX sb_ticket_legs_event ON sb_ticket_legs (event_id, ticket_id);

    -- Events whose legs are due to be (re)settled: at their end, and on every operator change.
    CREATE TABLE sb_event_jobs (
      event_id text PRIMARY KEY,
      due_at timestamptz NOT NULL
    );
    CREATE INDEX sb_event_jobs_due ON sb_event_jobs (due_at);

    -- Every wallet call, written in the transaction that decides it and sent after (an outbox).
    CREATE TABLE sb_wallet_ops (
      transaction_id text PRIMARY KEY,
      ticket_id bigint NOT NULL REFERENCES sb_tickets (id),
      seq integer NOT NULL,
      kind text NOT NULL CHECK (kind IN ('bet', 'win', 'rollback', 'correct')),
      amount bigint NOT NULL CHECK (amount >= 0),
      round_closed boolean NOT NULL DEFAULT false,
      state text NOT NULL DEFAULT 'pending' CHECK (state IN ('pending', 'done', 'refused')),
      -- What the platform moved (a capped win or a correction may move less than asked).
      moved bigint,
      answer jsonb,
      attempts integer NOT NULL DEFAULT 0,
      next_at timestamptz NOT NULL DEFAULT now(),
      created_at timestamptz NOT NULL DEFAULT now(),
      UNIQUE (ticket_id, seq)
    );
    CREATE INDEX sb_wallet_ops_due ON sb_wallet_ops (next_at) WHERE state = 'pending';

    -- What the book stands to pay on each outcome, from its open tickets' potential payouts.
    CREATE TABLE sb_liability (
      event_id text NOT NULL,
      market_id text NOT NULL,
      outcome_id text NOT NULL,
      stakes bigint NOT NULL DEFAULT 0,
      payout bigint NOT NULL DEFAULT 0,
      PRIMARY KEY (event_id, market_id, outcome_id)
    );

    -- Fails the statement it is part of when a condition does not hold (a limit a ticket would pass).
    CREATE FUNCTION sb_assert(holds boolean, what text) RETURNS boolean LANGUAGE plpgsql AS $$
    BEGIN
      IF NOT holds THEN RAISE EXCEPTION 'sb_assert: %', what USING ERRCODE = 'P0001'; END IF;
      RETURN true;
    END $$;

    -- The live stream's publications (decision 028): one instance writes each second's changes,
    -- every instance reads them on NOTIFY and pushes them to its own clients.
    CREATE TABLE sb_live_updates (
      seq bigserial PRIMARY KEY,
      payload jsonb NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    );
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP FUNCTION sb_assert(boolean, text);
    DROP TABLE sb_live_updates, sb_liability, sb_wallet_ops, sb_event_jobs, sb_ticket_legs, sb_tickets,
      sb_event_overrides, sb_sessions, sb_keys, sb_settings;
  `.execute(db);
}
