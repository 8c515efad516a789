import { type Kysely, sql } from 'kysely';

/**
 * The stakes a round takes after its bet (a blackjack double, split or insurance): each is a
 * bet of its own on the platform, with its own transaction ids, written BEFORE the wallet
 * call like the round itself: open -> applied (the decision recorded with it) -> settled
 * (its win paid), or open -> cancelling -> rolled_back; rejected = refused by the platform.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE studio_rounds ADD COLUMN extra_stake bigint NOT NULL DEFAULT 0 CHECK (extra_stake >= 0);
    CREATE TABLE studio_round_stakes (
      round_id text NOT NULL REFERENCES studio_rounds (id),
      -- The decision's index in the round's actions, and the try (a refused or cancelled stake may be tried again).
      step integer NOT NULL CHECK (step >= 0),
      attempt integer NOT NULL CHECK (attempt >= 0),
      action text NOT NULL CHECK (action IN ('double', 'split', 'insurance')),
      amount bigint NOT NULL CHECK (amount > 0),
      state text NOT NULL CHECK (state IN ('open', 'cancelling', 'applied', 'settled', 'rejected', 'rolled_back')),
      payout bigint CHECK (payout >= 0),
      credited bigint,
      refusal text,
      bet_tx text NOT NULL UNIQUE,
      win_tx text NOT NULL UNIQUE,
      rollback_tx text NOT NULL UNIQUE,
      attempts integer NOT NULL DEFAULT 0,
      next_attempt_at timestamptz NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (round_id, step, attempt)
    );
    -- One live stake per decision: a second request for it finds the first and reuses its
    -- transaction id. A stake being cancelled can no longer be recorded: another may be tried.
    CREATE UNIQUE INDEX studio_round_stakes_live ON studio_round_stakes (round_id, step)
      WHERE state IN ('open', 'applied', 'settled');
    CREATE INDEX studio_round_stakes_due ON studio_round_stakes (next_attempt_at) WHERE state IN ('open', 'cancelling');
    -- Blackjack rounds dealt before insurance and even money: verified with every offer
    -- declined, the rules they were dealt under (blackjack.replay.ts). A hand of theirs still
    -- waiting for the player is not played on under the new rules: its stake is given back (an
    -- open round's bet is rolled back by the retry loop), a demo one is ended.
    UPDATE studio_rounds SET input = input || '{"legacy": true}'::jsonb WHERE game_id = 'blackjack';
    UPDATE studio_rounds SET state = 'open', awaiting_result = false, next_attempt_at = now()
      WHERE game_id = 'blackjack' AND mode = 'real' AND state = 'bet_placed' AND awaiting_result;
    UPDATE studio_rounds SET state = 'rolled_back', awaiting_result = false
      WHERE game_id = 'blackjack' AND mode = 'demo' AND state IN ('open', 'bet_placed') AND awaiting_result;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE studio_round_stakes; ALTER TABLE studio_rounds DROP COLUMN extra_stake;`.execute(db);
}
