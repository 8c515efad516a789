import type {
  UsersTable,
  CurrenciesTable,
  SettingsTable,
  SecretsTable,
  RefreshTokensTable,
  EmailTokensTable,
  MailOutboxTable,
  ThrottleTable,
} from './schema/accounts.js';
import type {
  WalletAccountsTable,
  WalletOperationsTable,
  WalletHoldsTable,
  WalletTransfersTable,
  WalletDailyGameResultsTable,
  CashbackPeriodsTable,
} from './schema/wallet.js';
import type {
  GameProvidersTable,
  GameLaunchTokensTable,
  ProviderRoundsTable,
  ProviderTransactionsTable,
  GameProducersTable,
  GamesTable,
  GamesHiddenTable,
  GameFavouritesTable,
  FreeSpinSessionsTable,
  GameSessionsTable,
  FreeBetsTable,
} from './schema/games.js';
import type {
  PaymentSystemsTable,
  PaymentsTable,
  PaymentEventsTable,
  PaymentCallbacksTable,
  SandboxCardSessionsTable,
  SandboxCallbackOutboxTable,
  CryptoCurrenciesTable,
  CryptoAddressesTable,
  CryptoChainTable,
  CryptoTransfersTable,
} from './schema/payments.js';
import type { PromoCodesTable, PromoActivationsTable, ReferralSitesTable, ReferralsTable } from './schema/bonuses.js';
import type { NoticeAcknowledgementsTable } from './schema/notices.js';
import type { BonusWagersTable, FirstDepositBonusesTable } from './schema/first-deposit.js';
import type { WheelPresentsTable, WheelSeedsTable, WheelSpinsTable } from './schema/wheel.js';
import type { JackpotRoundsTable, WalletPoolBalancesTable } from './schema/jackpots.js';
import type { KycDocumentsTable, PlayerExclusionsTable, PlayerLimitsTable } from './schema/protection.js';
import type {
  ArticlesTable,
  CarouselsTable,
  ContentImagesTable,
  PromotionsTable,
  SlidesTable,
} from './schema/content.js';
import type { AuditLogTable, PlayerNotesTable, StaffTotpTable } from './schema/staff.js';
import type { AgentCommissionPaymentsTable, AgentCommissionRatesTable } from './schema/agents.js';
import type { JobRunsTable, JobScheduleTable } from './schema/jobs.js';

export type * from './schema/accounts.js';
export type * from './schema/wallet.js';
export type * from './schema/games.js';
export type * from './schema/payments.js';
export type * from './schema/notices.js';
export type * from './schema/bonuses.js';
export type * from './schema/first-deposit.js';

/** Table types for Kysely, one file per area; each interface is named as in the migrations. */
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
  cashback_periods: CashbackPeriodsTable;
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
  free_bets: FreeBetsTable;
  payment_callbacks: PaymentCallbacksTable;
  sandbox_card_sessions: SandboxCardSessionsTable;
  sandbox_callback_outbox: SandboxCallbackOutboxTable;
  crypto_currencies: CryptoCurrenciesTable;
  crypto_addresses: CryptoAddressesTable;
  crypto_chain: CryptoChainTable;
  crypto_transfers: CryptoTransfersTable;
  notice_acknowledgements: NoticeAcknowledgementsTable;
  promo_codes: PromoCodesTable;
  promo_activations: PromoActivationsTable;
  referral_sites: ReferralSitesTable;
  referrals: ReferralsTable;
  first_deposit_bonuses: FirstDepositBonusesTable;
  bonus_wagers: BonusWagersTable;
  wheel_seeds: WheelSeedsTable;
  wheel_spins: WheelSpinsTable;
  wheel_presents: WheelPresentsTable;
  jackpot_rounds: JackpotRoundsTable;
  wallet_pool_balances: WalletPoolBalancesTable;
  player_exclusions: PlayerExclusionsTable;
  player_limits: PlayerLimitsTable;
  kyc_documents: KycDocumentsTable;
  carousels: CarouselsTable;
  slides: SlidesTable;
  promotions: PromotionsTable;
  articles: ArticlesTable;
  content_images: ContentImagesTable;
  staff_totp: StaffTotpTable;
  audit_log: AuditLogTable;
  player_notes: PlayerNotesTable;
  agent_commission_rates: AgentCommissionRatesTable;
  agent_commission_payments: AgentCommissionPaymentsTable;
  job_schedule: JobScheduleTable;
  job_runs: JobRunsTable;
}
