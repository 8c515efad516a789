import { type AppMigrations, migratedOrThrow, migratorOf } from '@casino/service-kit';
import type { Migration } from 'kysely';
import type { Db } from './database.js';
import * as sportsbook from './migrations/0001_sportsbook.js';
import * as acceptedTickets from './migrations/0002_accepted_tickets.js';

/** Migrations in order; listed explicitly so a test never misses one. */
const migrations: Record<string, Migration> = {
  '0001_sportsbook': sportsbook,
  '0002_accepted_tickets': acceptedTickets,
};

/** The migrations with the migrator's own tables; the platform's restore runs them too (decision 048). */
export const sportsbookMigrations: AppMigrations = {
  migrations,
  migrationTableName: 'sportsbook_migrations',
  migrationLockTableName: 'sportsbook_migrations_lock',
};

/** Brings the sportsbook's schema up to date; safe on every start. */
export const migrateToLatest = (db: Db): Promise<void> =>
  migratedOrThrow('Sportsbook', migratorOf(db, sportsbookMigrations).migrateToLatest());
