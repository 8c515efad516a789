import type { Db } from '../../db/database.js';
import type { Book } from '../book/book.service.js';
import type { Feed } from '../feed/feed.service.js';
import { createHub } from './stream.hub.js';
import { createListener, type ListenerTiming } from './stream.listener.js';
import { createPublisher, type PublisherTiming } from './stream.publisher.js';

/**
 * The live stream of one instance (decision 028): its listener (every instance), its
 * publisher (taking part in the lock: one instance publishes at a time), its SSE clients,
 * and the warming of upcoming prematch prices. Nothing connects before `start()`.
 */

export interface StreamOptions {
  db: Db;
  databaseUrl: string;
  book: Book;
  feed: Feed;
  now: () => Date;
  log: (message: string, details?: Record<string, unknown>) => void;
}

export interface StreamStartOptions {
  /** Whether this instance competes for the publisher's lock (default true). */
  publish?: boolean;
  /** Whether upcoming prematch events are priced in the background (default true). */
  warm?: boolean;
  publisher?: Partial<PublisherTiming>;
  listener?: Partial<ListenerTiming>;
  heartbeatMs?: number;
}

const WARM_EVERY_MS = 60_000;

export function createStream({ db, databaseUrl, book, feed, now, log }: StreamOptions) {
  const listener = createListener({ databaseUrl, db, log, onChange: (change) => hub.publish(change) });
  const publisher = createPublisher({ databaseUrl, book, feed, now, log });
  const hub = createHub({ book, feed, listener, now });
  let warming: AbortController | undefined;
  let warmTimer: NodeJS.Timeout | undefined;

  async function warmLoop(signal: AbortSignal) {
    try {
      await feed.warm(signal);
    } catch (error) {
      log('feed: warming prematch prices failed', { error: (error as Error).message });
    }
    if (!signal.aborted) {
      warmTimer = setTimeout(() => void warmLoop(signal), WARM_EVERY_MS);
      warmTimer.unref();
    }
  }

  return {
    listener,
    publisher,
    hub,
    /** What this instance holds of the live events (the feed's pages read it). */
    snapshot: () => listener.snapshot(),

    async start(options: StreamStartOptions = {}) {
      if (options.heartbeatMs !== undefined) hub.setHeartbeat(options.heartbeatMs);
      await listener.start(options.listener);
      if (options.publish !== false) publisher.start(options.publisher);
      if (options.warm !== false) {
        warming = new AbortController();
        void warmLoop(warming.signal);
      }
    },

    /** Ends every client's stream, stops publishing (freeing the lock) and listening. */
    async stop() {
      warming?.abort();
      clearTimeout(warmTimer);
      hub.close();
      await publisher.stop();
      await listener.stop();
    },
  };
}

export type Stream = ReturnType<typeof createStream>;
