// Table types of the agents' commission: rates (migration 0036) and payments (0038).
import type { ColumnType, Generated } from 'kysely';
import type { Defaulted } from './columns.js';

export interface AgentCommissionRatesTable {
  agent_id: number;
  /** Percent × 100 of the agent's direct players' positive NGR (decision 044). */
  rate_bp: number;
  updated_at: Defaulted<Date>;
}

/** A commission the owner paid an agent for one period and currency (migration 0038); never changed. */
export interface AgentCommissionPaymentsTable {
  id: Generated<number>;
  agent_id: number;
  currency: string;
  /** The period's first and last UTC days (YYYY-MM-DD), both included. */
  from_day: ColumnType<string, string, never>;
  to_day: ColumnType<string, string, never>;
  /** The direct players' NGR over the period and the rate it was paid at (basis points). */
  ngr: number;
  rate_bp: number;
  /** Minor units, > 0. */
  amount: number;
  /** The wallet operation that credited the agent's cash. */
  operation_key: string;
  paid_by: number;
  paid_at: Defaulted<Date>;
}
