import { type AppMigrations, migratedOrThrow, migratorOf } from '@casino/service-kit';
import { DEFAULT_MIGRATION_LOCK_TABLE, DEFAULT_MIGRATION_TABLE, type Migration } from 'kysely';
import type { Db } from './database.js';
import * as accounts from './migrations/0001_accounts.js';
import * as ledger from './migrations/0002_ledger.js';
import * as seamless from './migrations/0003_seamless_wallet.js';
import * as dailyResults from './migrations/0004_daily_game_results.js';
import * as payments from './migrations/0005_payments.js';
import * as batchedGameMoney from './migrations/0006_batched_game_money.js';
import * as games from './migrations/0007_games.js';
import * as processors from './migrations/0008_payment_processors.js';
import * as cashMovementIndexes from './migrations/0009_cash_movement_indexes.js';
import * as assertWritten from './migrations/0010_assert_written.js';
import * as unreadTransferIndexes from './migrations/0011_drop_unread_transfer_indexes.js';
import * as revokedSessionsIndex from './migrations/0012_revoked_sessions_index.js';
import * as paymentSystemTexts from './migrations/0013_payment_system_texts.js';
import * as paymentSources from './migrations/0014_payment_sources.js';
import * as roundShippedLimits from './migrations/0015_round_shipped_limits.js';
import * as sportsbookSeamless from './migrations/0016_sportsbook_seamless.js';
import * as bonusHistoryIndexes from './migrations/0017_bonus_history_indexes.js';
import * as cashback from './migrations/0018_cashback.js';
import * as promoCodes from './migrations/0019_promo_codes.js';
import * as notices from './migrations/0020_notices.js';
import * as firstDeposit from './migrations/0021_first_deposit.js';
import * as referralSites from './migrations/0022_referral_sites.js';
import * as bonusWagering from './migrations/0023_bonus_wagering.js';
import * as wheel from './migrations/0024_wheel.js';
import * as jackpots from './migrations/0025_jackpots.js';
import * as playerExclusions from './migrations/0026_player_exclusions.js';
import * as playerLimits from './migrations/0027_player_limits.js';
import * as kycDocuments from './migrations/0028_kyc_documents.js';
import * as extendedProfile from './migrations/0029_extended_profile.js';
import * as playLimits from './migrations/0030_play_limits.js';
import * as accountClosure from './migrations/0031_account_closure.js';
import * as content from './migrations/0032_content.js';
import * as staffConsole from './migrations/0033_staff_console.js';
import * as reports from './migrations/0034_reports.js';
import * as playerNotes from './migrations/0035_player_notes.js';
import * as agentCommissions from './migrations/0036_agent_commissions.js';
import * as lobbySettings from './migrations/0037_lobby_settings.js';
import * as agentCommissionPayments from './migrations/0038_agent_commission_payments.js';
import * as jobs from './migrations/0039_jobs.js';

/** Migrations in order; listed explicitly so a bundle or a test never misses one. */
const migrations: Record<string, Migration> = {
  '0001_accounts': accounts,
  '0002_ledger': ledger,
  '0003_seamless_wallet': seamless,
  '0004_daily_game_results': dailyResults,
  '0005_payments': payments,
  '0006_batched_game_money': batchedGameMoney,
  '0007_games': games,
  '0008_payment_processors': processors,
  '0009_cash_movement_indexes': cashMovementIndexes,
  '0010_assert_written': assertWritten,
  '0011_drop_unread_transfer_indexes': unreadTransferIndexes,
  '0012_revoked_sessions_index': revokedSessionsIndex,
  '0013_payment_system_texts': paymentSystemTexts,
  '0014_payment_sources': paymentSources,
  '0015_round_shipped_limits': roundShippedLimits,
  '0016_sportsbook_seamless': sportsbookSeamless,
  '0017_bonus_history_indexes': bonusHistoryIndexes,
  '0018_cashback': cashback,
  '0019_promo_codes': promoCodes,
  '0020_notices': notices,
  '0021_first_deposit': firstDeposit,
  '0022_referral_sites': referralSites,
  '0023_bonus_wagering': bonusWagering,
  '0024_wheel': wheel,
  '0025_jackpots': jackpots,
  '0026_player_exclusions': playerExclusions,
  '0027_player_limits': playerLimits,
  '0028_kyc_documents': kycDocuments,
  '0029_extended_profile': extendedProfile,
  '0030_play_limits': playLimits,
  '0031_account_closure': accountClosure,
  '0032_content': content,
  '0033_staff_console': staffConsole,
  '0034_reports': reports,
  '0035_player_notes': playerNotes,
  '0036_agent_commissions': agentCommissions,
  '0037_lobby_settings': lobbySettings,
  '0038_agent_commission_payments': agentCommissionPayments,
  '0039_jobs': jobs,
};

/** The migrations with the migrator's own tables (Kysely's defaults), for the backup's restore (decision 048). */
export const platformMigrations: AppMigrations = {
  migrations,
  migrationTableName: DEFAULT_MIGRATION_TABLE,
  migrationLockTableName: DEFAULT_MIGRATION_LOCK_TABLE,
};

/** Brings the schema up to date; safe to run on every start and from several instances. */
export const migrateToLatest = (db: Db): Promise<void> =>
  migratedOrThrow('The platform', migratorOf(db, platformMigrations).migrateToLatest());

/** The migrations this code knows that the database has not run (none once it is up to date). */
export async function pendingMigrations(db: Db): Promise<string[]> {
  return (await migratorOf(db, platformMigrations).getMigrations())
    .filter((m) => m.executedAt === undefined)
    .map((m) => m.name);
}
