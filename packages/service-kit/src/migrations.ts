import { type Kysely, type Migration, type MigrationResultSet, Migrator } from 'kysely';

/** An app's migrations as its migrator runs them, with the migrator's own two tables. */
export interface AppMigrations {
  /** In order: the order of the keys is the order they run in. */
  migrations: Record<string, Migration>;
  migrationTableName: string;
  migrationLockTableName: string;
}

/**
 * The migrator of an app's migrations on `db`: the app's start, its readiness check and the
 * backup's restore (which runs them inside its own transaction: `disableTransactions`) use it.
 */
export function migratorOf(
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  db: Kysely<any>,
  app: AppMigrations,
  options: { disableTransactions?: boolean } = {},
): Migrator {
  return new Migrator({
    db,
    provider: { getMigrations: async () => app.migrations },
    migrationTableName: app.migrationTableName,
    migrationLockTableName: app.migrationLockTableName,
    ...options,
  });
}

/** Throws, naming the migration that failed, unless every migration of the run succeeded. */
export async function migratedOrThrow(what: string, run: Promise<MigrationResultSet>): Promise<void> {
  const { error, results } = await run;
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) throw new Error(`${what} migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
}
