import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/database.js';
import { pendingMigrations } from '../../db/migrate.js';
import { createDrain, type Drain } from './health.drain.js';
import { pingDatabase } from './health.repository.js';

/** How long readiness waits for the database before it says it is not reachable. */
const DATABASE_CHECK_MS = 2_000;

type Check = 'database' | 'migrations' | 'draining';

function within<T>(ms: number, work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('timeout')), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

/**
 * For a load balancer or an orchestrator (issue #27): `/healthz` says the process is alive (no
 * database asked, so a database outage does not get live instances restarted); `/readyz` says it
 * should be sent requests: the database answers, every migration this code knows has run, and
 * the instance is not closing. Not ready is a 503 naming what failed.
 */
export const healthRoutes: FastifyPluginAsyncZod<{ db: Db; drain?: Drain }> = async (
  app,
  { db, drain = createDrain() },
) => {
  // A signal starts the drain (main.ts); app.close() without one (a test, a failed start) too.
  app.addHook('preClose', async () => {
    drain.start();
  });
  const tags = ['health'];

  app.get('/healthz', { schema: { tags } }, async () => ({ status: 'alive' }));

  // The site's own check, older than the two above (the journeys' server waits for it): the
  // process answers and so does its database.
  app.get('/api/health', { schema: { tags } }, async () => {
    await pingDatabase(db);
    return { status: 'ok' };
  });

  app.get('/readyz', { schema: { tags } }, async (_request, reply) => {
    const failed: Check[] = [];
    if (drain.draining) failed.push('draining');
    try {
      await within(DATABASE_CHECK_MS, pingDatabase(db));
      if ((await within(DATABASE_CHECK_MS, pendingMigrations(db))).length > 0) failed.push('migrations');
    } catch {
      failed.push('database');
    }
    if (failed.length === 0) return { status: 'ready' };
    return reply.status(503).header('Retry-After', '5').send({ status: 'not_ready', failed });
  });
};
