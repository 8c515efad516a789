import { type AppMigrations, migratedOrThrow, migratorOf } from '@casino/service-kit';
import type { Migration } from 'kysely';
import type { Db } from './database.js';
import * as studio from './migrations/0001_studio.js';
import * as live from './migrations/0002_live.js';
import * as freeSpins from './migrations/0003_free_spins.js';
import * as roundStakes from './migrations/0004_round_stakes.js';

/** Migrations in order; listed explicitly so a test never misses one. */
const migrations: Record<string, Migration> = {
  '0001_studio': studio,
  '0002_live': live,
  '0003_free_spins': freeSpins,
  '0004_round_stakes': roundStakes,
};

/**
 * The migrations with the migrator's own bookkeeping tables (the studio may share a PostgreSQL
 * database with nothing, but be explicit); the platform's restore runs them too (decision 048).
 */
export const studioMigrations: AppMigrations = {
  migrations,
  migrationTableName: 'studio_migrations',
  migrationLockTableName: 'studio_migrations_lock',
};

/** Brings the studio's schema up to date; safe on every start. */
export const migrateToLatest = (db: Db): Promise<void> =>
  migratedOrThrow('Studio', migratorOf(db, studioMigrations).migrateToLatest());
