// Table types of accounts, settings, sessions, mail and throttling.
import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt, Defaulted } from './columns.js';

export interface UsersTable {
  id: Generated<number>;
  username: string;
  email: string;
  password_hash: string;
  role: Defaulted<string>;
  first_name: Defaulted<string>;
  last_name: Defaulted<string>;
  /** Null for staff accounts, which no sign-up made (issue #25). */
  date_of_birth: string | null;
  phone: Defaulted<string>;
  street_address: Defaulted<string>;
  city: Defaulted<string>;
  postal_code: Defaulted<string>;
  country: Defaulted<string>;
  currency: string;
  bonus_code: Defaulted<string>;
  agent_id: Defaulted<string>;
  parent_id: number | null;
  is_self_registered: Defaulted<boolean>;
  language: Defaulted<string>;
  email_verified_at: Date | null;
  is_banned: Defaulted<boolean>;
  /** The extended profile (migration 0029). */
  middle_name: Defaulted<string>;
  gender: Defaulted<'' | 'm' | 'f'>;
  title: Defaulted<string>;
  house_number: Defaulted<string>;
  document_series: Defaulted<string>;
  document_number: Defaulted<string>;
  registration_address: Defaulted<string>;
  /** The end of the latest break (migration 0026). */
  break_until: Defaulted<Date | null>;
  /** When the standing self-exclusion began; null when none stands. */
  self_excluded_at: Defaulted<Date | null>;
  /** Minutes between reality checks (migration 0030); null: off. */
  reality_check_minutes: Defaulted<15 | 30 | 60 | null>;
  /** When the account was closed, and why (migration 0031); null while it is open. */
  closed_at: Defaulted<Date | null>;
  closed_reason: Defaulted<'request' | 'inactive' | null>;
  /** The latest sign-in or refresh, written at most hourly; null before the first. */
  last_seen_at: Defaulted<Date | null>;
  created_at: CreatedAt;
  updated_at: ColumnType<Date, Date | undefined, Date>;
}

export interface CurrenciesTable {
  code: string;
  name: string;
  symbol: string;
  is_default: boolean;
  is_deposit_currency: boolean;
  sort_order: number;
}

export interface SettingsTable {
  key: string;
  value: unknown;
}

export interface SecretsTable {
  name: string;
  value: string;
}

export interface RefreshTokensTable {
  id: Generated<number>;
  user_id: number;
  family_id: string;
  token_hash: string;
  created_at: CreatedAt;
  expires_at: Date;
  used_at: Date | null;
  revoked_at: Date | null;
}

export interface EmailTokensTable {
  id: Generated<number>;
  user_id: number;
  purpose: 'verify_email' | 'change_email' | 'reset_password';
  token_hash: string;
  new_email: string | null;
  created_at: CreatedAt;
  expires_at: Date;
  used_at: Date | null;
}

export interface MailOutboxTable {
  id: Generated<number>;
  to_address: string;
  subject: string;
  body_text: string;
  created_at: CreatedAt;
  sent_at: Date | null;
  error: string | null;
}

export interface ThrottleTable {
  key: string;
  hits: number;
  window_started_at: Date;
  blocked_until: Date | null;
}
