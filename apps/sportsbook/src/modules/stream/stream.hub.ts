import type { ServerResponse } from 'node:http';
import type { Locale } from '@casino/contracts';
import type { FeedEvent } from '../../feed/feed.calendar.js';
import type { Book } from '../book/book.service.js';
import { localeOf } from '../feed/feed.labels.js';
import { presentUpdate } from '../feed/feed.present.js';
import { shownAt, type Feed } from '../feed/feed.service.js';
import { mainMarketId, type EventNeutral } from '../feed/feed.state.js';
import type { ChangeSet, Listener } from './stream.listener.js';

/**
 * This instance's server-sent-events clients. A publication costs one serialization per
 * distinct subscription (language and events), shared by every client that has it: 2,000
 * clients watching the live overview in four languages cost four JSON strings a second.
 */

export interface Subscription {
  locale: Locale;
  /** The events followed (every market of each); undefined: every live event, main market only. */
  events: ReadonlySet<string> | undefined;
  /** Language and events: clients with the same key receive the very same text. */
  key: string;
}

/** The most events one subscription follows. */
export const MAX_SUBSCRIBED_EVENTS = 50;
/** How long a client waits before reconnecting (the SSE `retry:`). */
export const RETRY_MS = 2_000;

export function subscriptionOf(events: string | undefined, lang: string | undefined): Subscription {
  const locale = localeOf(lang);
  if (!events) return { locale, events: undefined, key: `${locale}|*` };
  const ids = [...new Set(events.split(',').filter(Boolean))].slice(0, MAX_SUBSCRIBED_EVENTS).sort();
  return { locale, events: new Set(ids), key: `${locale}|${ids.join(',')}` };
}

export interface HubOptions {
  book: Book;
  feed: Feed;
  listener: Pick<Listener, 'snapshot' | 'lastSeq' | 'since'>;
  now: () => Date;
  heartbeatMs?: number;
  /** A client that has this much unsent is too slow: it is cut, and resumes with Last-Event-ID. */
  maxBufferedBytes?: number;
}

interface Client {
  res: ServerResponse;
  subscription: Subscription;
}

type Entry = { event: FeedEvent; view: EventNeutral };

const SNAPSHOT_FRESH_MS = 3_000;
const EVENT_CACHE = 5_000;

export function createHub({ book, feed, listener, now, heartbeatMs = 15_000, maxBufferedBytes = 1 << 20 }: HubOptions) {
  const clients = new Set<Client>();
  const eventCache = new Map<string, FeedEvent | null>();
  let firsts = { seq: -1, messages: new Map<string, string>() };

  function eventOf(id: string): FeedEvent | undefined {
    let event = eventCache.get(id);
    if (event === undefined) {
      if (eventCache.size >= EVENT_CACHE) eventCache.clear();
      event = book.event(id) ?? null;
      eventCache.set(id, event);
    }
    return event ?? undefined;
  }

  const mainOnly = (event: FeedEvent, view: EventNeutral): EventNeutral => {
    const main = mainMarketId(event.sport);
    return { ...view, markets: view.markets.filter((market) => market.id === main) };
  };

  function message(seq: number, at: number, full: boolean, entries: Entry[], locale: Locale): string {
    const update = presentUpdate(seq, at, full, entries, locale);
    return `id: ${seq}\nevent: update\ndata: ${JSON.stringify(update)}\n\n`;
  }

  /** A publication's message for a subscription ('' when nothing in it concerns the subscription), made once. */
  function messageFor(change: ChangeSet, subscription: Subscription): string {
    const cached = change.messages.get(subscription.key);
    if (cached !== undefined) return cached;
    const entries: Entry[] = [];
    for (const view of change.events) {
      const event = eventOf(view.id);
      if (!event) continue;
      if (subscription.events) {
        if (subscription.events.has(view.id)) entries.push({ event, view });
        continue;
      }
      // The live overview: events in play or just finished, their state and main market.
      if (view.live.phase === 'not-started') continue;
      const main = mainOnly(event, view);
      if (view.moved || main.markets.length > 0) entries.push({ event, view: main });
    }
    const text = entries.length === 0 ? '' : message(change.seq, change.at, false, entries, subscription.locale);
    change.messages.set(subscription.key, text);
    return text;
  }

  /** The whole current state of what a subscription covers: from the listener's snapshot, else priced here. */
  async function firstMessage(subscription: Subscription): Promise<{ seq: number; text: string }> {
    const t = now().getTime();
    const held = listener.snapshot();
    const snapshot = held && Math.abs(t - held.at) <= SNAPSHOT_FRESH_MS ? held : undefined;
    if (snapshot) {
      if (firsts.seq !== snapshot.seq) firsts = { seq: snapshot.seq, messages: new Map() };
      const cached = firsts.messages.get(subscription.key);
      if (cached !== undefined) return { seq: snapshot.seq, text: cached };
    }
    const seq = snapshot?.seq ?? listener.lastSeq();
    let entries: Entry[];
    if (subscription.events) {
      const events = [...subscription.events].flatMap((id) => {
        const event = eventOf(id);
        return event && shownAt(event, t) ? [event] : [];
      });
      const views = await feed.offers(events, snapshot);
      entries = events.map((event, i) => ({ event, view: views[i]! }));
    } else if (snapshot) {
      entries = [...snapshot.events.values()].flatMap((view) => {
        const event = eventOf(view.id);
        const inPlay = view.live.phase === 'in-play' && (view.state === 'live' || view.state === 'suspended');
        return event && inPlay ? [{ event, view: mainOnly(event, view) }] : [];
      });
    } else {
      entries = (await feed.inPlay()).map(({ event, view }) => ({ event, view: mainOnly(event, view) }));
    }
    const text = message(seq, snapshot?.at ?? t, true, entries, subscription.locale);
    if (snapshot && firsts.seq === snapshot.seq) firsts.messages.set(subscription.key, text);
    return { seq, text };
  }

  function send(client: Client, text: string) {
    if (client.res.writableLength > maxBufferedBytes) {
      clients.delete(client);
      client.res.destroy();
      return;
    }
    client.res.write(text);
  }

  // A comment now and then keeps proxies from closing a quiet stream; started with the first client.
  let heartbeat: NodeJS.Timeout | undefined;
  const startHeartbeat = () => {
    heartbeat ??= setInterval(() => {
      for (const client of clients) send(client, ': keep-alive\n\n');
    }, heartbeatMs);
    heartbeat.unref();
  };

  return {
    /**
     * Serves a client: the retry delay, then the publications it missed (resuming after
     * `resumeAfter`, when this instance still holds them all) or a full first message, then
     * every publication that concerns it.
     */
    async attach(res: ServerResponse, subscription: Subscription, resumeAfter?: number): Promise<void> {
      res.write(`retry: ${RETRY_MS}\n\n`);
      let seq: number;
      const missed = resumeAfter === undefined ? undefined : listener.since(resumeAfter);
      if (missed) {
        seq = resumeAfter!;
      } else {
        const first = await firstMessage(subscription);
        if (res.destroyed || res.writableEnded) return;
        res.write(first.text);
        seq = first.seq;
      }
      const client: Client = { res, subscription };
      // Synchronously from here: what was published meanwhile, then every publication.
      for (const change of listener.since(seq) ?? []) {
        const text = messageFor(change, subscription);
        if (text) send(client, text);
      }
      clients.add(client);
      res.on('close', () => clients.delete(client));
      startHeartbeat();
    },
    /** Hands a publication to every client it concerns. */
    publish(change: ChangeSet) {
      for (const client of clients) {
        const text = messageFor(change, client.subscription);
        if (text) send(client, text);
      }
    },
    clients: () => clients.size,
    setHeartbeat(ms: number) {
      heartbeatMs = ms;
      clearInterval(heartbeat);
      heartbeat = undefined;
      if (clients.size > 0) startHeartbeat();
    },
    /** Ends every client's stream (shutdown: they reconnect to another instance). */
    close() {
      clearInterval(heartbeat);
      heartbeat = undefined;
      for (const client of clients) client.res.end();
      clients.clear();
    },
  };
}

export type Hub = ReturnType<typeof createHub>;
