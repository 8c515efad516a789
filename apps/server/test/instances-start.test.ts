import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';
import { createDb, type Db } from '../src/db/database.js';
import { migrateToLatest, pendingMigrations } from '../src/db/migrate.js';
import { seedDemoPlayer } from '../src/db/seed.js';
import { loadJwtSecret, seedSettings } from '../src/modules/settings/index.js';
import { createServices } from '../src/services.js';
import { createEmptyDatabase } from './database.js';

// Three instances of a fleet start together on one empty database (issue #27).
let url: string;
let drop: () => Promise<void>;
const pools: Db[] = [];
beforeAll(async () => {
  ({ url, drop } = await createEmptyDatabase());
  for (let i = 0; i < 3; i += 1) pools.push(createDb(url, 5));
});
afterAll(async () => {
  await Promise.all(pools.map((db) => db.destroy()));
  await drop();
});

/** What main.ts does on a database before it listens. */
async function startOn(db: Db) {
  await migrateToLatest(db);
  await seedSettings(db);
  const jwtSecret = await loadJwtSecret(db, undefined);
  const config = loadConfig({ APP_MODE: 'local', WEB_DIST: '/nonexistent' });
  const services = createServices({ config, db, jwtSecret });
  await services.content.seed();
  const demo = await seedDemoPlayer(db, services);
  const owner = await services.staff.accounts.ensureFirstOwner();
  await services.games.registerProviders();
  await services.sports.registerProvider();
  await services.jackpots.keep();
  return { jwtSecret, demo, owner };
}

describe('three instances starting together on an empty database', () => {
  it('run each migration once, and make one of everything a first start makes', async () => {
    const started = await Promise.all(pools.map(startOn));
    const db = pools[0]!;
    expect(await pendingMigrations(db)).toEqual([]);
    const { rows } = await sql<{ name: string; runs: number }>`
      SELECT name, count(*)::int AS runs FROM kysely_migration GROUP BY name HAVING count(*) > 1`.execute(db);
    expect(rows).toEqual([]);
    // One signing key, one owner, one demo player: each made by exactly one of the three.
    expect(new Set(started.map((s) => s.jwtSecret)).size).toBe(1);
    expect(started.filter((s) => s.owner)).toHaveLength(1);
    expect(started.filter((s) => s.demo)).toHaveLength(1);
    const owners = await db.selectFrom('users').select('id').where('role', '=', 'O').execute();
    expect(owners).toHaveLength(1);
    const providers = await db.selectFrom('game_providers').select('code').execute();
    expect(providers.length).toBe(new Set(providers.map((p) => p.code)).size);
    // The shipped content once, not three times.
    const carousels = await db.selectFrom('carousels').select('id').execute();
    const again = await startOn(db);
    expect(again.owner).toBeNull();
    expect(await db.selectFrom('carousels').select('id').execute()).toHaveLength(carousels.length);
  });
});
