import { createTestDatabase as createDatabase } from '@casino/service-kit/testing';
import type { Database } from '../src/db/schema.js';
import { migrateToLatest } from '../src/db/migrate.js';

/** A fresh, migrated studio database for one test file. */
export function createTestDatabase() {
  return createDatabase<Database>({ prefix: 'studio_test', migrate: migrateToLatest });
}
