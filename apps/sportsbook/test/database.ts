import { createTestDatabase as createDatabase } from '@casino/service-kit/testing';
import type { Database } from '../src/db/schema.js';
import { migrateToLatest } from '../src/db/migrate.js';

/** A fresh, migrated sportsbook database for one test file. */
export function createTestDatabase() {
  return createDatabase<Database>({ prefix: 'sportsbook_test', migrate: migrateToLatest });
}
