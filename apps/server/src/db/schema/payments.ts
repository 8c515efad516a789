// Table types of the cashier: payment systems, payments and their events, and the sandbox processors.
import type { ColumnType, Generated } from 'kysely';
import type { Defaulted } from './columns.js';

export interface PaymentSystemsTable {
  direction: 'deposit' | 'payout';
  slug: string;
  name: string;
  description: Defaulted<string>;
  processor: string;
  currency: string | null;
  limits_currency: string;
  min_amount: number;
  max_amount: number;
  is_temporary_disabled: Defaulted<boolean>;
  sort: Defaulted<number>;
  kind: Defaulted<'card' | 'crypto' | 'manual'>;
  callback_secret: Defaulted<string | null>;
  /** Per site locale: `{ "fr-fr": { name, description } }`; written as JSON text. */
  texts: ColumnType<PaymentSystemTexts, string | undefined, string>;
}

export type PaymentSystemTexts = Partial<Record<string, { name: string; description: string }>>;

export interface PaymentsTable {
  id: Generated<number>;
  user_id: number;
  direction: 'deposit' | 'payout';
  system_slug: string;
  amount: number;
  currency: string;
  status: number;
  redirect_link: string | null;
  external_ref: string | null;
  hold_id: number | null;
  destination: string | null;
  status_message: string | null;
  created_at: ColumnType<Date, Date, never>;
  updated_at: Date;
  /** Where a deposit's money came from, as its processor said (a card's last 4 digits). */
  source: Defaulted<string | null>;
  /** A payout of the whole balance (closure, inactivity, a self-excluded player's request): its unique key (0031). */
  request_key: Defaulted<string | null>;
}

export interface PaymentEventsTable {
  id: Generated<number>;
  payment_id: number;
  from_status: number | null;
  to_status: number;
  actor: string;
  reason: string | null;
  at: Date;
}

export interface PaymentCallbacksTable {
  direction: 'deposit' | 'payout';
  system_slug: string;
  event_id: string;
  payment_id: number;
  outcome: string;
  received_at: Date;
}

export interface SandboxCardSessionsTable {
  ref: string;
  payment_id: number;
  system_slug: string;
  amount: number;
  currency: string;
  status: 'open' | 'challenge' | 'succeeded' | 'declined' | 'timed_out';
  card_last4: string | null;
  challenge_failures: Defaulted<number>;
  created_at: Date;
  updated_at: Date;
}

export interface SandboxCallbackOutboxTable {
  id: Generated<number>;
  direction: 'deposit' | 'payout';
  system_slug: string;
  path: string;
  body: string;
  attempts: Defaulted<number>;
  next_attempt_at: Date;
  state: Defaulted<'pending' | 'delivered' | 'refused' | 'abandoned'>;
  last_status: number | null;
  last_error: string | null;
  created_at: Date;
  delivered_at: Date | null;
}

export interface CryptoCurrenciesTable {
  code: string;
  name: string;
  ticker: string;
  network: string;
  address_format: 'btc' | 'ltc' | 'doge' | 'evm' | 'tron';
  eur_price: number;
  min_units: number;
  confirmations: number;
  sort: number;
}

export interface CryptoAddressesTable {
  address: string;
  currency: string;
  derivation_index: number;
  payment_id: number;
  expected_units: number;
  created_at: Date;
}

export interface CryptoChainTable {
  id: boolean;
  height: number;
}

export interface CryptoTransfersTable {
  id: Generated<number>;
  txid: string;
  address: string;
  units: number;
  block_height: number | null;
  state: Defaulted<'pending' | 'credited' | 'refused' | 'review' | 'orphaned'>;
  payment_id: number | null;
  created_at: Date;
  settled_at: Date | null;
}
