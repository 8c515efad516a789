import type { Insertable } from 'kysely';
import type { Executor, Tx } from '../../db/database.js';
import type { CurrenciesTable } from '../../db/schema.js';

export function listCurrencies(db: Executor) {
  return db.selectFrom('currencies').selectAll().orderBy('sort_order').orderBy('code').execute();
}

export async function findCurrency(db: Executor, code: string) {
  return db.selectFrom('currencies').selectAll().where('code', '=', code).executeTakeFirst();
}

export async function readSetting(db: Executor, key: string): Promise<unknown> {
  const row = await db.selectFrom('settings').select('value').where('key', '=', key).executeTakeFirst();
  return row?.value;
}

/** Locks a setting's row until the transaction ends (nothing to lock before its first write). */
export async function lockSetting(tx: Tx, key: string): Promise<void> {
  await tx.selectFrom('settings').select('key').where('key', '=', key).forUpdate().execute();
}

export async function writeSetting(db: Executor, key: string, value: unknown): Promise<void> {
  await db
    .insertInto('settings')
    .values({ key, value: JSON.stringify(value) })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value: JSON.stringify(value) }))
    .execute();
}

/** Returns the named secret, creating it once; every instance then reads the same value. */
export async function readOrCreateSecret(db: Executor, name: string, create: () => string): Promise<string> {
  await db
    .insertInto('secrets')
    .values({ name, value: create() })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  const row = await db.selectFrom('secrets').select('value').where('name', '=', name).executeTakeFirstOrThrow();
  return row.value;
}

export async function insertMissingCurrencies(db: Executor, currencies: Insertable<CurrenciesTable>[]): Promise<void> {
  await db
    .insertInto('currencies')
    .values(currencies)
    .onConflict((oc) => oc.column('code').doNothing())
    .execute();
}

export async function insertSettingIfMissing(db: Executor, key: string, value: unknown): Promise<void> {
  await db
    .insertInto('settings')
    .values({ key, value: JSON.stringify(value) })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
}
