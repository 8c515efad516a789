import type { Executor } from '../../db/database.js';
import type { EventOverridesTable, SettingsTable } from '../../db/schema.js';
import type { Selectable } from 'kysely';

export type SettingsRow = Selectable<SettingsTable>;
export type OverrideRow = Selectable<EventOverridesTable>;

export const readSettings = (db: Executor) =>
  db.selectFrom('sb_settings').selectAll().where('id', '=', 1).executeTakeFirstOrThrow();

export async function updateSettings(db: Executor, patch: Partial<Omit<SettingsRow, 'id' | 'updated_at'>>) {
  await db
    .updateTable('sb_settings')
    .set({ ...patch, updated_at: new Date() })
    .where('id', '=', 1)
    .execute();
}

/** Every override: the operator touches few events, so all of them are read at once. */
export const readOverrides = (db: Executor) => db.selectFrom('sb_event_overrides').selectAll().execute();

export const readOverridesOf = (db: Executor, eventIds: readonly string[]) =>
  eventIds.length === 0
    ? Promise.resolve([])
    : db.selectFrom('sb_event_overrides').selectAll().where('event_id', 'in', eventIds).execute();

/** Changes an event's override (made when absent), locking it for the transaction. */
export async function upsertOverride(
  db: Executor,
  eventId: string,
  patch: {
    suspended?: boolean;
    suspended_markets?: string[];
    status?: OverrideRow['status'];
    status_since?: Date | null;
    result?: unknown;
    bumpRevision?: boolean;
  },
): Promise<OverrideRow> {
  const { bumpRevision, result, ...rest } = patch;
  const values = {
    ...rest,
    ...(result === undefined ? {} : { result: result === null ? null : JSON.stringify(result) }),
  };
  return db
    .insertInto('sb_event_overrides')
    .values({ event_id: eventId, ...values, revision: bumpRevision ? 1 : 0 })
    .onConflict((oc) =>
      oc.column('event_id').doUpdateSet((eb) => ({
        ...values,
        updated_at: new Date(),
        ...(bumpRevision ? { revision: eb('sb_event_overrides.revision', '+', 1) } : {}),
      })),
    )
    .returningAll()
    .executeTakeFirstOrThrow();
}
