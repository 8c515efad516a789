// Table types of the staff console (migration 0033).
import type { ColumnType, Generated } from 'kysely';
import type { Defaulted } from './columns.js';

export interface StaffTotpTable {
  user_id: number;
  secret: string;
  confirmed_at: Date | null;
  last_step: Defaulted<number>;
  created_at: Defaulted<Date>;
}

/** A jsonb column, written as JSON text (or null) and read as the value. */
type Json = ColumnType<unknown, string | null, never>;

export interface AuditLogTable {
  id: Generated<number>;
  at: Defaulted<Date>;
  actor_id: number;
  role: string;
  action: string;
  target: Defaulted<string>;
  request: Json;
  before: Json;
  after: Json;
  status: number;
  ip: string;
}

export interface PlayerNotesTable {
  id: Generated<number>;
  user_id: number;
  author_id: number;
  text: string;
  created_at: Defaulted<Date>;
}
