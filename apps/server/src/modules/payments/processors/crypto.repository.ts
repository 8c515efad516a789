import { sql, type Selectable } from 'kysely';
import type { Executor } from '../../../db/database.js';
import type { CryptoCurrenciesTable, CryptoTransfersTable } from '../../../db/schema.js';

export type CoinRow = Selectable<CryptoCurrenciesTable>;
export type TransferRow = Selectable<CryptoTransfersTable>;

export function listCoins(db: Executor) {
  return db.selectFrom('crypto_currencies').selectAll().orderBy('sort').execute();
}

export function findCoin(db: Executor, code: string) {
  return db.selectFrom('crypto_currencies').selectAll().where('code', '=', code).executeTakeFirst();
}

export async function nextDerivationIndex(db: Executor): Promise<number> {
  const { rows } = await sql<{ index: string }>`SELECT nextval('crypto_derivation_seq') AS index`.execute(db);
  return Number(rows[0]!.index);
}

export async function insertAddress(
  db: Executor,
  row: { address: string; currency: string; index: number; paymentId: number; expectedUnits: number; at: Date },
) {
  await db
    .insertInto('crypto_addresses')
    .values({
      address: row.address,
      currency: row.currency,
      derivation_index: row.index,
      payment_id: row.paymentId,
      expected_units: row.expectedUnits,
      created_at: row.at,
    })
    .execute();
}

export function findAddressOfPayment(db: Executor, paymentId: number) {
  return db.selectFrom('crypto_addresses').selectAll().where('payment_id', '=', paymentId).executeTakeFirst();
}

export function findAddress(db: Executor, address: string) {
  return db.selectFrom('crypto_addresses').selectAll().where('address', '=', address).executeTakeFirst();
}

/** The chain's height, locked: blocks are mined one caller at a time. */
export async function lockHeight(db: Executor): Promise<number> {
  const row = await db.selectFrom('crypto_chain').select('height').forUpdate().executeTakeFirstOrThrow();
  return row.height;
}

export async function readHeight(db: Executor): Promise<number> {
  return (await db.selectFrom('crypto_chain').select('height').executeTakeFirstOrThrow()).height;
}

export async function setHeight(db: Executor, height: number) {
  await db.updateTable('crypto_chain').set({ height }).execute();
}

export async function insertTransfer(db: Executor, row: { txid: string; address: string; units: number; at: Date }) {
  return db
    .insertInto('crypto_transfers')
    .values({ txid: row.txid, address: row.address, units: row.units, block_height: null, created_at: row.at })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Puts every transfer still in the mempool into the block at `height`; returns how many. */
export async function includeMempool(db: Executor, height: number): Promise<number> {
  const result = await db
    .updateTable('crypto_transfers')
    .set({ block_height: height })
    .where('block_height', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/**
 * Pending transfers in a block with at least their coin's confirmations at `height` (a
 * transfer in block b has height - b + 1), and those to addresses nobody derived.
 */
export function listConfirmable(db: Executor, height: number) {
  return db
    .selectFrom('crypto_transfers as t')
    .leftJoin('crypto_addresses as a', 'a.address', 't.address')
    .leftJoin('crypto_currencies as c', 'c.code', 'a.currency')
    .select(['t.id'])
    .where('t.state', '=', 'pending')
    .where('t.block_height', 'is not', null)
    .where((eb) =>
      eb.or([
        eb('a.address', 'is', null),
        eb(sql<number>`${height} - t.block_height + 1`, '>=', eb.ref('c.confirmations')),
      ]),
    )
    .orderBy('t.id')
    .execute();
}

/** The transfer while it is still pending, locked: of racing confirmations, one settles it. */
export function lockPendingTransfer(db: Executor, id: number) {
  return db
    .selectFrom('crypto_transfers')
    .selectAll()
    .where('id', '=', id)
    .where('state', '=', 'pending')
    .forUpdate()
    .executeTakeFirst();
}

export async function settleTransfer(
  db: Executor,
  id: number,
  state: 'credited' | 'refused' | 'review' | 'orphaned',
  paymentId: number | null,
  at: Date,
) {
  await db
    .updateTable('crypto_transfers')
    .set({ state, payment_id: paymentId, settled_at: at })
    .where('id', '=', id)
    .where('state', '=', 'pending')
    .execute();
}

/** What reached an address so far and the block of its newest mined transfer. */
export async function receivedAt(db: Executor, address: string) {
  const row = await db
    .selectFrom('crypto_transfers')
    .select((eb) => [
      eb.fn.coalesce(eb.fn.sum<string>('units'), sql<string>`0`).as('units'),
      eb.fn.max('block_height').as('newest_block'),
    ])
    .where('address', '=', address)
    .executeTakeFirstOrThrow();
  return { units: Number(row.units), newestBlock: row.newest_block === null ? null : Number(row.newest_block) };
}
