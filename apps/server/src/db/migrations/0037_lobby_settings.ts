import { type Kysely, sql } from 'kysely';

/**
 * The operator's lobby settings and provider secret rotation (issue #25, decision 045).
 *
 * Games: the catalogue sync owns `category` and `active` (what the provider says); the operator's
 * choices live in columns the sync never writes, so the next sync cannot undo them: a place in the
 * lobby's order, a category of the operator's, and a switch that takes one catalogue row out of
 * the lobby. Producers get a place in the providers list the same way.
 *
 * Providers: after a rotation the previous secret is still accepted until `previous_secret_until`.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE games
      ADD COLUMN lobby_position integer CHECK (lobby_position > 0),
      ADD COLUMN operator_category text CHECK (length(operator_category) BETWEEN 1 AND 60),
      ADD COLUMN enabled boolean NOT NULL DEFAULT true,
      -- Deferred: a move renumbers several rows in one statement, which may pass through a duplicate.
      ADD CONSTRAINT games_lobby_position_key UNIQUE (lobby_position) DEFERRABLE INITIALLY DEFERRED;

    ALTER TABLE game_producers
      ADD COLUMN lobby_position integer CHECK (lobby_position > 0),
      ADD CONSTRAINT game_producers_lobby_position_key UNIQUE (lobby_position) DEFERRABLE INITIALLY DEFERRED;

    ALTER TABLE game_providers
      ADD COLUMN previous_secret text,
      ADD COLUMN previous_secret_until timestamptz,
      ADD COLUMN rotated_at timestamptz,
      ADD CONSTRAINT game_providers_previous_secret_check
        CHECK ((previous_secret IS NULL) = (previous_secret_until IS NULL));
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE game_providers
      DROP CONSTRAINT game_providers_previous_secret_check,
      DROP COLUMN rotated_at,
      DROP COLUMN previous_secret_until,
      DROP COLUMN previous_secret;
    ALTER TABLE game_producers DROP CONSTRAINT game_producers_lobby_position_key, DROP COLUMN lobby_position;
    ALTER TABLE games
      DROP CONSTRAINT games_lobby_position_key,
      DROP COLUMN enabled,
      DROP COLUMN operator_category,
      DROP COLUMN lobby_position;
  `.execute(db);
}
