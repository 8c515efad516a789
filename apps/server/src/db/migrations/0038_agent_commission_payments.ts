import { type Kysely, sql } from 'kysely';

/**
 * The commissions the owner paid to agents (issue #25, decision 044): one row per agent, currency
 * and period (UTC days, both ends included), written in the transaction that credits the agent's
 * cash. The database keeps a period from being paid twice, whatever the code does: the same
 * period is a duplicate key, and a period that overlaps one already paid to the same agent in the
 * same currency is refused by the exclusion constraint (btree_gist gives GiST the `=` of the
 * agent and the currency). A concurrent insert of an overlapping period waits for the first
 * transaction and then fails, so two requests at once pay once. Every row names its ledger
 * operation (checked at commit: the row is written first, the credit after it), and rows are never
 * changed or deleted, so a paid period cannot be freed to be paid again.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE EXTENSION IF NOT EXISTS btree_gist;

    CREATE TABLE agent_commission_payments (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      agent_id bigint NOT NULL REFERENCES users (id),
      currency text NOT NULL REFERENCES currencies (code),
      from_day date NOT NULL,
      to_day date NOT NULL,
      -- What the amount was computed from: the direct players' NGR (minor units) and the rate then.
      ngr bigint NOT NULL,
      rate_bp integer NOT NULL CHECK (rate_bp BETWEEN 0 AND 10000),
      amount bigint NOT NULL CHECK (amount > 0),
      operation_key text NOT NULL UNIQUE
        REFERENCES wallet_operations (idempotency_key) DEFERRABLE INITIALLY DEFERRED,
      paid_by bigint NOT NULL REFERENCES users (id),
      paid_at timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT agent_commission_payments_days CHECK (from_day <= to_day),
      CONSTRAINT agent_commission_payments_period_key UNIQUE (agent_id, currency, from_day, to_day),
      CONSTRAINT agent_commission_payments_no_overlap EXCLUDE USING gist (
        agent_id WITH =, currency WITH =, daterange(from_day, to_day, '[]') WITH &&
      )
    );

    CREATE FUNCTION agent_commission_payments_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      RAISE EXCEPTION 'agent_commission_payments is append-only: % is not allowed', TG_OP;
    END $$;
    CREATE TRIGGER agent_commission_payments_append_only BEFORE UPDATE OR DELETE ON agent_commission_payments
      FOR EACH ROW EXECUTE FUNCTION agent_commission_payments_append_only();
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP TABLE agent_commission_payments;
    DROP FUNCTION agent_commission_payments_append_only();
  `.execute(db);
}
