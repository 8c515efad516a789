import pg from 'pg';
import { liveEvents, PREMATCH_HORIZON_MS, type FeedEvent } from '../../feed/feed.calendar.js';
import type { Book } from '../book/book.service.js';
import type { Feed } from '../feed/feed.service.js';
import { changeOf, type EventNeutral } from '../feed/feed.state.js';
import { prune, publish, tryLock, type Publication } from './stream.repository.js';

/**
 * The live publisher (decision 028): of all instances on one database, the one holding the
 * advisory lock computes, every second, the offer of every tracked event (in play, finished
 * within the last two minutes, or changed by the operator), and writes what changed since
 * its last publication as one row, notifying every listener. The lock is a session lock on
 * a connection of its own, which also carries the writes: when the instance dies, its
 * session ends, the lock is free and another instance takes it within `lockRetryMs`.
 */

export interface PublisherOptions {
  databaseUrl: string;
  book: Book;
  feed: Feed;
  now: () => Date;
  log: (message: string, details?: Record<string, unknown>) => void;
}

export interface PublisherTiming {
  /** Between publications. */
  tickMs: number;
  /** Between attempts to take the lock (or to reconnect). */
  lockRetryMs: number;
  /** A full publication at least this often: what a listener starts from. */
  fullEveryMs: number;
  /** Rows kept (older ones are deleted, never the latest full row or what follows it). */
  retentionMs: number;
  pruneEveryMs: number;
}

export const DEFAULT_PUBLISHER_TIMING: PublisherTiming = {
  tickMs: 1_000,
  lockRetryMs: 2_000,
  fullEveryMs: 60_000,
  retentionMs: 10 * 60_000,
  pruneEveryMs: 30_000,
};

/** A finished event stays tracked this long, so every client sees how it ended. */
const FINISHED_TRACKED_MS = 120_000;
const QUERY_TIMEOUT_MS = 10_000;

export function createPublisher({ databaseUrl, book, feed, now, log }: PublisherOptions) {
  let timing = DEFAULT_PUBLISHER_TIMING;
  let client: pg.Client | undefined;
  let leader = false;
  let running = false;
  let loop: Promise<void> | undefined;
  let wake: (() => void) | undefined;
  // What the last publication left every tracked event at; none after taking the lock (the next one is full).
  let previous: Map<string, EventNeutral> | undefined;
  let lastFullAt = 0;
  let lastFullSeq = 0;
  let lastPruneAt = 0;

  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, ms);
      wake = () => {
        clearTimeout(timer);
        resolve();
      };
    });

  function drop(reason: string) {
    if (leader) log('live publisher: lost the lock', { reason });
    leader = false;
    previous = undefined;
    const old = client;
    client = undefined;
    old?.end().catch(() => {});
  }

  async function connect(): Promise<pg.Client> {
    const fresh = new pg.Client({ connectionString: databaseUrl, keepAlive: true, query_timeout: QUERY_TIMEOUT_MS });
    fresh.on('error', (error) => {
      if (client === fresh) drop(error.message);
    });
    fresh.on('end', () => {
      if (client === fresh) drop('connection closed');
    });
    await fresh.connect();
    await fresh.query(`SET application_name = 'sportsbook-live-publisher'`);
    return fresh;
  }

  /** The events whose offer is published: in play, finished lately, or touched by the operator. */
  function tracked(t: number, overrides: Iterable<string>): FeedEvent[] {
    const events = new Map<string, FeedEvent>();
    for (const event of liveEvents(book.catalogue, t - FINISHED_TRACKED_MS)) events.set(event.id, event);
    for (const event of liveEvents(book.catalogue, t)) events.set(event.id, event);
    for (const id of overrides) {
      const event = events.has(id) ? undefined : book.event(id);
      if (event && event.startsAt <= t + PREMATCH_HORIZON_MS && event.endsAt >= t - FINISHED_TRACKED_MS) {
        events.set(id, event);
      }
    }
    return [...events.values()];
  }

  /** Computes and writes one publication; its seq, or undefined when this instance is not the publisher. */
  async function tick(): Promise<number | undefined> {
    if (!leader || !client) return undefined;
    const writer = client;
    const t = now().getTime();
    const context = await book.cached();
    const next = new Map<string, EventNeutral>();
    for (const event of tracked(t, context.overrides.keys())) {
      const cached = feed.views.has(event, context, t);
      next.set(event.id, feed.views.at(event, context, t));
      // Pricing an event takes milliseconds: requests are served between two.
      if (!cached) await new Promise((resolve) => setImmediate(resolve));
    }
    const full = !previous || t - lastFullAt >= timing.fullEveryMs;
    const events: EventNeutral[] = [];
    for (const [id, view] of next) {
      const change = full ? view : changeOf(previous!.get(id), view);
      if (change) events.push(change);
    }
    const payload: Publication = { v: 1, full, at: t, events };
    if (client !== writer || !leader) return undefined; // the lock was lost meanwhile
    const seq = await publish(writer, payload);
    previous = next;
    if (full) {
      lastFullAt = t;
      lastFullSeq = seq;
    }
    if (Date.now() - lastPruneAt >= timing.pruneEveryMs) {
      lastPruneAt = Date.now();
      await prune(writer, lastFullSeq, timing.retentionMs);
    }
    return seq;
  }

  async function run() {
    while (running) {
      try {
        if (!client) client = await connect();
        if (!leader) {
          leader = await tryLock(client);
          // A new publisher starts with a full publication.
          if (leader) previous = undefined;
        }
      } catch (error) {
        drop((error as Error).message);
      }
      if (!running) break;
      if (!leader) {
        await sleep(timing.lockRetryMs);
        continue;
      }
      const started = Date.now();
      try {
        await tick();
      } catch (error) {
        log('live publisher: a publication failed', { error: (error as Error).message });
        // A failed write may mean a dead connection: start again from a new one (and the lock).
        drop((error as Error).message);
      }
      if (running) await sleep(Math.max(0, timing.tickMs - (Date.now() - started)));
    }
  }

  return {
    /** Starts trying to take the lock, and publishes while it holds it. */
    start(options: Partial<PublisherTiming> = {}) {
      if (running) return;
      timing = { ...DEFAULT_PUBLISHER_TIMING, ...options };
      running = true;
      loop = run();
    },
    /** Stops publishing and ends the connection (which frees the lock). */
    async stop() {
      running = false;
      wake?.();
      await loop;
      loop = undefined;
      const old = client;
      client = undefined;
      leader = false;
      previous = undefined;
      await old?.end().catch(() => {});
    },
    isLeader: () => leader,
    /** For tests: the connection that holds the lock (its backend pid), to cut it as a crash would. */
    async backendPid(): Promise<number | undefined> {
      if (!client) return undefined;
      const { rows } = await client.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
      return rows[0]?.pid;
    },
  };
}

export type Publisher = ReturnType<typeof createPublisher>;
