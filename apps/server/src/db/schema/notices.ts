// Table types of the bonus notices: what each player has acknowledged (the notices are ledger credits).
import type { Defaulted } from './columns.js';

export interface NoticeAcknowledgementsTable {
  user_id: number;
  transfer_id: number;
  acknowledged_at: Defaulted<Date>;
}
