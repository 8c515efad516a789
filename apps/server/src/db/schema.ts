import type { ColumnType, Generated } from 'kysely';

type CreatedAt = ColumnType<Date, Date | undefined, never>;
/** A column the database fills with its default when an insert leaves it out. */
type Defaulted<T> = ColumnType<T, T | undefined, T>;

/** Table types for Kysely; one interface per table, named as in the migrations. */
export interface UsersTable {
  id: Generated<number>;
  username: string;
  email: string;
  password_hash: string;
  role: Defaulted<string>;
  first_name: Defaulted<string>;
  last_name: Defaulted<string>;
  date_of_birth: string;
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

export interface WalletAccountsTable {
  id: Generated<number>;
  user_id: number | null;
  kind: string;
  ref: ColumnType<string, string | undefined, never>;
  currency: string;
  balance: ColumnType<number, number | undefined, number>;
  tracks_balance: boolean;
  created_at: CreatedAt;
}

export interface WalletOperationsTable {
  id: Generated<number>;
  idempotency_key: string;
  fingerprint: string;
  kind: string;
  user_id: number | null;
  result: ColumnType<unknown, string, string>;
  created_at: CreatedAt;
}

export interface WalletHoldsTable {
  id: Generated<number>;
  user_id: number;
  amount: number;
  currency: string;
  purpose: string;
  status: ColumnType<'held' | 'posted' | 'voided', 'held' | undefined, 'posted' | 'voided'>;
  created_at: CreatedAt;
  settled_at: Date | null;
}

export interface WalletTransfersTable {
  id: Generated<number>;
  operation_id: number;
  idempotency_key: string;
  from_account_id: number;
  to_account_id: number;
  amount: number;
  currency: string;
  kind: string;
  from_balance_after: number | null;
  to_balance_after: number | null;
  round_ref: string | null;
  bet_ref: string | null;
  payment_ref: string | null;
  hold_id: number | null;
  created_at: CreatedAt;
}

export interface GameProvidersTable {
  code: string;
  name: string;
  secret: string;
  active: ColumnType<boolean, boolean | undefined, boolean>;
}

export interface GameLaunchTokensTable {
  token_hash: string;
  user_id: number;
  provider: string;
  game_id: string;
  created_at: CreatedAt;
  expires_at: Date;
  free_spin_session_id: Defaulted<number | null>;
}

export interface ProviderRoundsTable {
  provider: string;
  round_id: string;
  user_id: number;
  game_id: string;
  closed_at: Date | null;
  created_at: CreatedAt;
}

export interface ProviderTransactionsTable {
  provider: string;
  transaction_id: string;
  kind: 'bet' | 'win' | 'rollback';
  user_id: number;
  round_id: string;
  bet_transaction_id: string | null;
  amount: number;
  cash_part: ColumnType<number, number | undefined, number>;
  bonus_part: ColumnType<number, number | undefined, number>;
  fingerprint: string;
  status_code: number;
  response: ColumnType<unknown, string, string>;
  created_at: CreatedAt;
  free_spin_session_id: Defaulted<number | null>;
}

export interface WalletDailyGameResultsTable {
  user_id: number;
  day: string;
  net: number;
}

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
}

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

export interface GameProducersTable {
  code: string;
  name: string;
  active: Defaulted<boolean>;
  integrations: Defaulted<string[]>;
}

export interface GamesTable {
  id: Generated<number>;
  integration: string;
  producer: string;
  game_id: string;
  name: string;
  description: Defaulted<string>;
  image: string;
  image_desktop: string;
  game_type: 'slot' | 'table' | 'live' | 'virtual';
  category: string;
  drops_and_wins: Defaulted<boolean>;
  has_demo: boolean;
  has_free_spins: Defaulted<boolean>;
  /** numeric: read as a string. */
  rtp: ColumnType<string | null, number | null, number | null>;
  volatility: string | null;
  min_bet: number;
  max_bet: number;
  active: Defaulted<boolean>;
  created_at: ColumnType<Date, Date | undefined, never>;
  updated_at: Defaulted<Date>;
}

export interface GamesHiddenTable {
  kind: 'game' | 'producer';
  value: string;
}

export interface GameFavouritesTable {
  user_id: number;
  provider: string;
  game_id: string;
  created_at: CreatedAt;
}

export interface FreeSpinSessionsTable {
  id: Generated<number>;
  user_id: number;
  provider: string;
  game_id: string;
  total: number;
  spins_left: number;
  bet: number;
  currency: string;
  prize: Defaulted<number>;
  granted_by: number | null;
  expires_at: Date;
  ended_at: Date | null;
  created_at: ColumnType<Date, Date | undefined, never>;
}

export interface GameSessionsTable {
  id: string;
  user_id: number;
  provider: string;
  game_id: string;
  free_spin_session_id: number | null;
  created_at: Date;
  last_seen_at: Date;
  ended_at: Date | null;
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

export interface Database {
  users: UsersTable;
  currencies: CurrenciesTable;
  settings: SettingsTable;
  secrets: SecretsTable;
  refresh_tokens: RefreshTokensTable;
  email_tokens: EmailTokensTable;
  mail_outbox: MailOutboxTable;
  throttle: ThrottleTable;
  wallet_accounts: WalletAccountsTable;
  wallet_operations: WalletOperationsTable;
  wallet_holds: WalletHoldsTable;
  wallet_transfers: WalletTransfersTable;
  game_providers: GameProvidersTable;
  game_launch_tokens: GameLaunchTokensTable;
  provider_rounds: ProviderRoundsTable;
  provider_transactions: ProviderTransactionsTable;
  wallet_daily_game_results: WalletDailyGameResultsTable;
  payment_systems: PaymentSystemsTable;
  payments: PaymentsTable;
  payment_events: PaymentEventsTable;
  game_producers: GameProducersTable;
  games: GamesTable;
  games_hidden: GamesHiddenTable;
  game_favourites: GameFavouritesTable;
  free_spin_sessions: FreeSpinSessionsTable;
  game_sessions: GameSessionsTable;
  payment_callbacks: PaymentCallbacksTable;
  sandbox_card_sessions: SandboxCardSessionsTable;
  sandbox_callback_outbox: SandboxCallbackOutboxTable;
  crypto_currencies: CryptoCurrenciesTable;
  crypto_addresses: CryptoAddressesTable;
  crypto_chain: CryptoChainTable;
  crypto_transfers: CryptoTransfersTable;
}
