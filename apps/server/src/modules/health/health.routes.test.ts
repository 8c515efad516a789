import Fastify from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type TestApp } from '../../../test/build.js';
import { createDb } from '../../db/database.js';
import { createDrain } from './health.drain.js';
import { healthRoutes } from './health.routes.js';

let t: TestApp;
beforeAll(async () => {
  t = await build();
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('liveness and readiness', () => {
  it('is alive, and ready once the database answers and every migration has run', async () => {
    expect((await get('/healthz')).json()).toEqual({ status: 'alive' });
    const ready = await get('/readyz');
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready' });
    expect((await get('/api/health')).json()).toEqual({ status: 'ok' });
  });

  it('is not ready while a migration this code knows has not run', async () => {
    const [latest] = await sql<{ name: string; timestamp: string }>`
      DELETE FROM kysely_migration WHERE name = (SELECT max(name) FROM kysely_migration)
      RETURNING name, timestamp`
      .execute(t.db)
      .then((result) => result.rows);
    try {
      const response = await get('/readyz');
      expect(response.statusCode).toBe(503);
      expect(response.headers['retry-after']).toBe('5');
      expect(response.json()).toEqual({ status: 'not_ready', failed: ['migrations'] });
      expect((await get('/healthz')).statusCode).toBe(200);
    } finally {
      await sql`INSERT INTO kysely_migration (name, timestamp) VALUES (${latest!.name}, ${latest!.timestamp})`.execute(
        t.db,
      );
    }
    expect((await get('/readyz')).statusCode).toBe(200);
  });

  it('says draining from the shutdown signal on, while it still answers', async () => {
    const drain = createDrain();
    const app = Fastify();
    await app.register(healthRoutes, { db: t.db, drain });
    try {
      expect((await app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
      drain.start();
      const response = await app.inject({ method: 'GET', url: '/readyz' });
      expect(response.statusCode).toBe(503);
      expect(response.headers['retry-after']).toBe('5');
      expect(response.json()).toEqual({ status: 'not_ready', failed: ['draining'] });
      expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });

  it('is alive but not ready when the database does not answer', async () => {
    // Nothing listens on port 1: every connection is refused.
    const db = createDb('postgres://nobody@127.0.0.1:1/none', 1);
    const app = Fastify();
    await app.register(healthRoutes, { db });
    try {
      expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
      const response = await app.inject({ method: 'GET', url: '/readyz' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ status: 'not_ready', failed: ['database'] });
    } finally {
      await app.close();
      await db.destroy();
    }
  });
});
