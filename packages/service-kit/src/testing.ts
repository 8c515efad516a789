import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import pg from 'pg';
import { expect, inject } from 'vitest';
import { createPostgresDb } from './postgres.js';

// Provided by the platform's test setup (apps/server/test/global-setup.ts).
declare module 'vitest' {
  export interface ProvidedContext {
    adminDatabaseUrl: string;
  }
}

async function admin(statement: string) {
  const client = new pg.Client({ connectionString: inject('adminDatabaseUrl') });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

export interface TestDatabase<Database> {
  db: Kysely<Database>;
  url: string;
  /** Closes the pool and drops the database. */
  drop: () => Promise<void>;
}

/** A fresh, migrated database (`<prefix>_<random>`) for one test file, on the injected admin URL's server. */
export async function createTestDatabase<Database>({
  prefix,
  migrate,
}: {
  prefix: string;
  migrate: (db: Kysely<Database>) => Promise<void>;
}): Promise<TestDatabase<Database>> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(inject('adminDatabaseUrl'));
  url.pathname = `/${name}`;
  const db = createPostgresDb<Database>(url.toString(), 10);
  await migrate(db);
  return {
    db,
    url: url.toString(),
    async drop() {
      await db.destroy();
      await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

/** A pool of a database nothing listens on: every statement fails to connect, as in an outage. */
export const unreachableDatabase = <Database>(): Kysely<Database> =>
  createPostgresDb<Database>('postgres://nobody@127.0.0.1:1/unreachable', 1);

/** Checks an answer is the one a database outage gives: 503 `service_unavailable`, with Retry-After. */
export function expectServiceUnavailable(response: {
  statusCode: number;
  headers: Record<string, unknown>;
  json: () => unknown;
}) {
  expect(response.statusCode).toBe(503);
  expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
  expect(response.json()).toMatchObject({ code: 'service_unavailable' });
}
