import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { createDb, type Db } from '../src/db/database.js';
import { migrateToLatest } from '../src/db/migrate.js';
import { seedSettings } from '../src/modules/settings/index.js';

/** Runs `run` on a client of its own connected to `url`, closed afterwards. */
export async function withClient<T>(url: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/** Runs `run` on the test server's administrative connection (CREATE and DROP DATABASE). */
export const admin = <T>(run: (client: pg.Client) => Promise<T>): Promise<T> =>
  withClient(inject('adminDatabaseUrl'), run);

/** An empty database of its own (nothing migrated), as a first start finds it. */
export async function createEmptyDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `casino_test_${randomBytes(6).toString('hex')}`;
  await admin((client) => client.query(`CREATE DATABASE ${name}`));
  const url = new URL(inject('adminDatabaseUrl'));
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      await admin((client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    },
  };
}

/** A fresh, migrated and seeded database of its own for one test file. */
export async function createTestDatabase(): Promise<{ db: Db; url: string; drop: () => Promise<void> }> {
  const empty = await createEmptyDatabase();
  const db = createDb(empty.url, 20);
  await migrateToLatest(db);
  await seedSettings(db);
  return {
    db,
    url: empty.url,
    async drop() {
      await db.destroy();
      await empty.drop();
    },
  };
}
