import { sql } from 'kysely';
import type { Executor } from '../../db/database.js';
import type { Insertable } from 'kysely';
import type { ProviderTransactionsTable } from '../../db/schema.js';

export function findProvider(db: Executor, code: string) {
  return db
    .selectFrom('game_providers')
    .selectAll()
    .where('code', '=', code)
    .where('active', '=', true)
    .executeTakeFirst();
}

export async function upsertProvider(db: Executor, provider: { code: string; name: string; secret: string }) {
  await db
    .insertInto('game_providers')
    .values(provider)
    .onConflict((oc) => oc.column('code').doUpdateSet({ name: provider.name, secret: provider.secret, active: true }))
    .execute();
}

export async function insertLaunchToken(
  db: Executor,
  token: { tokenHash: string; userId: number; provider: string; gameId: string; expiresAt: Date },
) {
  await db
    .insertInto('game_launch_tokens')
    .values({
      token_hash: token.tokenHash,
      user_id: token.userId,
      provider: token.provider,
      game_id: token.gameId,
      expires_at: token.expiresAt,
    })
    .execute();
}

export function findLaunchToken(db: Executor, tokenHash: string, provider: string, now: Date) {
  return db
    .selectFrom('game_launch_tokens')
    .selectAll()
    .where('token_hash', '=', tokenHash)
    .where('provider', '=', provider)
    .where('expires_at', '>', now)
    .executeTakeFirst();
}

/** Whether the player ever launched a game of this provider: a provider sees only its own players. */
export async function hasLaunched(db: Executor, userId: number, provider: string): Promise<boolean> {
  const row = await db
    .selectFrom('game_launch_tokens')
    .select('user_id')
    .where('user_id', '=', userId)
    .where('provider', '=', provider)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** Serialises everything that concerns one bet (the bet, its wins, its rollbacks) until commit. */
export async function lockBet(db: Executor, provider: string, betTransactionId: string): Promise<void> {
  await sql`SELECT pg_advisory_xact_lock(hashtextextended(${`${provider}:${betTransactionId}`}, 0))`.execute(db);
}

export function findTransaction(db: Executor, provider: string, transactionId: string) {
  return db
    .selectFrom('provider_transactions')
    .selectAll()
    .where('provider', '=', provider)
    .where('transaction_id', '=', transactionId)
    .executeTakeFirst();
}

/** The accepted transactions of a kind that refer to a bet (its wins, or its rollbacks). */
export function findAcceptedFor(db: Executor, provider: string, betTransactionId: string, kind: 'win' | 'rollback') {
  return db
    .selectFrom('provider_transactions')
    .selectAll()
    .where('provider', '=', provider)
    .where('bet_transaction_id', '=', betTransactionId)
    .where('kind', '=', kind)
    .where('status_code', '=', 200)
    .execute();
}

/** Records a transaction and its answer; a row already there (a racing retry) wins. */
export async function insertTransaction(
  db: Executor,
  row: Omit<Insertable<ProviderTransactionsTable>, 'response'> & { response: unknown },
) {
  await db
    .insertInto('provider_transactions')
    .values({ ...row, response: JSON.stringify(row.response) })
    .onConflict((oc) => oc.columns(['provider', 'transaction_id']).doNothing())
    .execute();
}

export function findRound(db: Executor, provider: string, roundId: string) {
  return db
    .selectFrom('provider_rounds')
    .selectAll()
    .where('provider', '=', provider)
    .where('round_id', '=', roundId)
    .executeTakeFirst();
}

export async function openRound(
  db: Executor,
  round: { provider: string; roundId: string; userId: number; gameId: string },
) {
  await db
    .insertInto('provider_rounds')
    .values({ provider: round.provider, round_id: round.roundId, user_id: round.userId, game_id: round.gameId })
    .onConflict((oc) => oc.columns(['provider', 'round_id']).doNothing())
    .execute();
}

export async function closeRound(db: Executor, provider: string, roundId: string, now: Date) {
  await db
    .updateTable('provider_rounds')
    .set({ closed_at: now })
    .where('provider', '=', provider)
    .where('round_id', '=', roundId)
    .where('closed_at', 'is', null)
    .execute();
}
