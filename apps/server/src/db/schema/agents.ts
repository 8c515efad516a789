// Table types of the agents' commission (migration 0036).
import type { Defaulted } from './columns.js';

export interface AgentCommissionRatesTable {
  agent_id: number;
  /** Percent × 100 of the agent's direct players' positive NGR (decision 044). */
  rate_bp: number;
  updated_at: Defaulted<Date>;
}
