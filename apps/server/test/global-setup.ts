import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { type EmbeddedDatabase, startEmbeddedPostgres } from '../src/db/embedded.js';

declare module 'vitest' {
  export interface ProvidedContext {
    adminDatabaseUrl: string;
  }
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
    embedded = await startEmbeddedPostgres(dir, await freePort());
    url = embedded.url;
  }
  project.provide('adminDatabaseUrl', url);
  return async () => {
    await embedded?.stop();
    if (dir) await rm(dir, { recursive: true, force: true });
  };
}
