import { sql } from 'kysely';
import { inject } from 'vitest';
import { buildApp } from '../../app.js';
import { loadConfig } from '../../config.js';
import { createDb, type Db } from '../../db/database.js';
import { createServices } from '../../services.js';
import type { Stream } from './stream.service.js';
import { createTestDatabase } from '../../../test/database.js';

/**
 * Test helpers for the feed and the stream: sportsbook instances on one test database,
 * on a clock the test moves, and a small server-sent-events client.
 */

export interface TestClock {
  now: () => Date;
  advance: (ms: number) => void;
}

export function testClock(start = Date.UTC(2026, 2, 4, 12, 0, 0)): TestClock {
  let t = start;
  return { now: () => new Date(t), advance: (ms) => void (t += ms) };
}

/** A fresh database and a way to start instances of the sportsbook on it (each with its own pool). */
export async function testDatabase() {
  const database = await createTestDatabase();
  const { rows } = await sql<{ name: string }>`SELECT current_database() AS name`.execute(database.db);
  const url = new URL(inject('adminDatabaseUrl'));
  url.pathname = `/${rows[0]!.name}`;
  const config = loadConfig({
    WALLET_SECRET: 'sportsbook-test-wallet-secret-0123456789',
    DATABASE_URL: url.toString(),
    PLATFORM_URL: 'http://127.0.0.1:9',
    CLIENT_DIST: '/nonexistent',
  });
  const instances: { db: Db; app: Awaited<ReturnType<typeof buildApp>>; stream: Stream }[] = [];

  async function instance(clock: TestClock) {
    const db = createDb(config.databaseUrl, 4);
    const services = createServices({ config, db, now: clock.now });
    const app = await buildApp({ config, db, services });
    const made = { db, services, app, stream: services.stream };
    instances.push(made);
    return made;
  }

  return {
    db: database.db,
    config,
    instance,
    async close() {
      for (const { stream } of instances) await stream.stop();
      for (const { app } of instances) await app.close();
      for (const { db } of instances) await db.destroy();
      await database.drop();
    },
  };
}

export interface SseMessage {
  id?: string;
  event?: string;
  data?: string;
}

/** Reads a server-sent-events stream into messages and comments until closed. */
export function sseClient(url: string, headers: Record<string, string> = {}) {
  const controller = new AbortController();
  const messages: SseMessage[] = [];
  const comments: string[] = [];
  let retry: number | undefined;
  let status = 0;
  let contentType = '';
  const done = (async () => {
    const response = await fetch(url, { headers, signal: controller.signal });
    status = response.status;
    contentType = response.headers.get('content-type') ?? '';
    const reader = response.body!.getReader();
    const decoder = new TextDecoder();
    let buffer = '';
    for (;;) {
      const { value, done: ended } = await reader.read();
      if (ended) break;
      buffer += decoder.decode(value, { stream: true });
      for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const message: SseMessage = {};
        for (const line of block.split('\n')) {
          if (line.startsWith(':')) comments.push(line.slice(1).trim());
          else if (line.startsWith('retry: ')) retry = Number(line.slice(7));
          else if (line.startsWith('id: ')) message.id = line.slice(4);
          else if (line.startsWith('event: ')) message.event = line.slice(7);
          else if (line.startsWith('data: ')) message.data = (message.data ?? '') + line.slice(6);
        }
        if (message.data !== undefined) messages.push(message);
      }
    }
  })().catch(() => {});

  return {
    messages,
    comments,
    get retry() {
      return retry;
    },
    get status() {
      return status;
    },
    get contentType() {
      return contentType;
    },
    /** The parsed data of every message so far. */
    updates: () => messages.map((message) => JSON.parse(message.data!) as unknown),
    close: async () => {
      controller.abort();
      await done;
    },
  };
}

/** Waits until `check` holds (polling), or fails after `timeoutMs`. */
export async function until(check: () => boolean | Promise<boolean>, timeoutMs = 5_000, what = 'condition') {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
