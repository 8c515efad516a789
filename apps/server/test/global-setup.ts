import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import type { EmbeddedDatabase } from '../src/db/embedded.js';

declare module 'vitest' {
  export interface ProvidedContext {
    adminDatabaseUrl: string;
  }
}

/**
 * The embedded PostgreSQL's module, loaded without the hooks it installs on the process's
 * end: on 'beforeExit' one ends the process with code 0, over the 1 vitest sets when a test
 * failed, so a failing run passed. This run stops its database in its own teardown; the
 * hooks on signals stay, to stop it on an interrupted run.
 */
async function loadEmbedded() {
  const events = ['beforeExit', 'exit'];
  const emitter: NodeJS.EventEmitter = process;
  const before = new Set(events.flatMap((event) => emitter.listeners(event)));
  const embedded = await import('../src/db/embedded.js');
  for (const event of events) {
    for (const listener of emitter.listeners(event)) {
      if (!before.has(listener)) emitter.removeListener(event, listener as () => void);
    }
  }
  return embedded;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/**
 * Server tests run on a real PostgreSQL: TEST_DATABASE_URL when set, else an embedded
 * one started here for the run. Each test file then makes its own database in it.
 */
export default async function setup(project: TestProject) {
  let embedded: EmbeddedDatabase | undefined;
  let dir: string | undefined;
  let url = process.env.TEST_DATABASE_URL;
  if (!url) {
    dir = await mkdtemp(path.join(tmpdir(), 'casino-test-pg-'));
    const { startEmbeddedPostgres } = await loadEmbedded();
    embedded = await startEmbeddedPostgres(dir, await freePort());
    url = embedded.url;
  }
  project.provide('adminDatabaseUrl', url);
  return async () => {
    await embedded?.stop();
    if (dir) await rm(dir, { recursive: true, force: true });
  };
}
