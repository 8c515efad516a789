import { type Kysely, sql } from 'kysely';

/**
 * Agents' commission rates (issue #25, decision 044): a percent of their direct players' NGR,
 * kept as basis points (0 to 10000), set by the owner. An agent without a row earns 0.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE agent_commission_rates (
      agent_id bigint PRIMARY KEY REFERENCES users (id),
      rate_bp integer NOT NULL CHECK (rate_bp BETWEEN 0 AND 10000),
      updated_at timestamptz NOT NULL DEFAULT now()
    );
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE agent_commission_rates`.execute(db);
}
