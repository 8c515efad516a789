import { type Kysely, sql } from 'kysely';

/**
 * The bonus and cashback histories read a player's bonus-system movements (SPEC.md §4 bonus
 * types, BONUS_TYPES: the lists the histories ask for must stay within this one) among
 * the game transfers in and out of the same bonus account: these partial indexes hold only
 * those kinds, by account and time, so a game transfer costs them nothing.
 */
const KINDS = sql.raw(
  `('Cashback', 'SportDiscount', 'FirstDeposit', 'DetractedFirstDepositBonusByWithdrawal', 'IncreasedBySO',
    'IncreasedByOwner', 'TransferBonusesToBalance', 'LuckySpin', 'PersonalJackpot')`,
);

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE INDEX wallet_transfers_bonus_in_idx ON wallet_transfers (to_account_id, created_at) WHERE kind IN ${KINDS};
    CREATE INDEX wallet_transfers_bonus_out_idx ON wallet_transfers (from_account_id, created_at) WHERE kind IN ${KINDS};
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX wallet_transfers_bonus_in_idx; DROP INDEX wallet_transfers_bonus_out_idx;`.execute(db);
}
