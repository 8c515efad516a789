import { useEffect, useSyncExternalStore } from 'react';
import { feed } from './api';
import type { FeedEvent, FeedEventSummary, FeedGroup, FeedMarket, FeedUpdate } from './contracts';

/**
 * Every event the client has seen, kept up to date by the live stream. Lists put their
 * summaries here, the event page its markets; the stream's updates (the first one holds
 * every market of every watched event) are merged in, so a price on screen is never older
 * than the last update. A component reads one event with useEvent(id) and re-renders only
 * when that event changes.
 */
export interface EventEntry {
  summary: FeedEventSummary;
  /** Every market, once the event page or the stream has given them. */
  markets: FeedMarket[] | null;
  /** The market groups' names in the player's language, in the feed's order (from the event page). */
  groups: FeedGroup[] | null;
}

const events = new Map<string, EventEntry>();
const listeners = new Set<() => void>();
let notifyScheduled = false;

function notify(): void {
  if (notifyScheduled) return;
  notifyScheduled = true;
  queueMicrotask(() => {
    notifyScheduled = false;
    for (const listener of [...listeners]) listener();
  });
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const subscribeFeed = subscribe;

export const getEvent = (id: string): EventEntry | undefined => events.get(id);

/** The main market as the freshest source has it. */
function withMain(summary: FeedEventSummary, markets: FeedMarket[] | null): FeedEventSummary {
  if (!summary.main || !markets) return summary;
  const fresh = markets.find((market) => market.id === summary.main!.id);
  return fresh && fresh !== summary.main ? { ...summary, main: fresh } : summary;
}

export function putSummaries(list: readonly FeedEventSummary[]): void {
  for (const summary of list) {
    const known = events.get(summary.id);
    const markets = known?.markets ?? null;
    events.set(summary.id, { summary: withMain(summary, markets), markets, groups: known?.groups ?? null });
  }
  notify();
}

export function putEvent(event: FeedEvent): void {
  const { all, groups, ...summary } = event;
  events.set(event.id, { summary: withMain(summary, all), markets: all, groups });
  notify();
}

/**
 * Merges one stream message: new states, live scores and the markets that changed. A full
 * message (the first one, or after a gap) replaces what the store holds of its events.
 */
export function applyUpdate(update: FeedUpdate): void {
  for (const change of update.events) {
    const known = events.get(change.id);
    if (!known) continue;
    let markets = known.markets;
    if (update.full && (change.markets.length > 0 || markets)) markets = change.markets;
    else if (change.markets.length > 0) {
      if (!markets) markets = change.markets;
      else {
        const byId = new Map(change.markets.map((market) => [market.id, market]));
        const before = new Set(markets.map((market) => market.id));
        markets = [
          ...markets.map((market) => byId.get(market.id) ?? market),
          ...change.markets.filter((market) => !before.has(market.id)),
        ];
      }
    }
    const summary: FeedEventSummary = {
      ...known.summary,
      state: change.state,
      live: change.live ?? known.summary.live,
    };
    if (markets) summary.markets = markets.filter((market) => market.status === 'open').length;
    events.set(change.id, { summary: withMain(summary, markets), markets, groups: known.groups });
  }
  notify();
}

export function useEvent(id: string | undefined): EventEntry | undefined {
  return useSyncExternalStore(
    subscribe,
    () => (id ? events.get(id) : undefined),
    () => undefined,
  );
}

/** A market of an event as the store has it now (the betslip follows its selections' prices this way). */
export function findMarket(eventId: string, marketId: string): FeedMarket | undefined {
  const entry = events.get(eventId);
  if (!entry) return undefined;
  if (entry.summary.main?.id === marketId) return entry.summary.main;
  return entry.markets?.find((market) => market.id === marketId);
}

// ——— The live stream ———

export type StreamStatus = 'idle' | 'connecting' | 'open' | 'retrying';
const statusListeners = new Set<() => void>();
let streamStatus: StreamStatus = 'idle';

function setStatus(next: StreamStatus): void {
  if (next === streamStatus) return;
  streamStatus = next;
  for (const listener of [...statusListeners]) listener();
}

export function useStreamStatus(): StreamStatus {
  return useSyncExternalStore(
    (listener) => {
      statusListeners.add(listener);
      return () => statusListeners.delete(listener);
    },
    () => streamStatus,
    () => 'idle' as StreamStatus,
  );
}

/** The most events one stream follows (the contract's `events` parameter holds up to 2,000 characters). */
const MAX_WATCHED = 200;
const watched = new Map<string, number>();
let source: EventSource | null = null;
let sourceKey = '';
let lang = 'en-US';
let reconnectTimer: ReturnType<typeof setTimeout> | undefined;

export function setStreamLanguage(value: string): void {
  lang = value;
}

function reconnectSoon(): void {
  clearTimeout(reconnectTimer);
  reconnectTimer = setTimeout(reconnect, 120);
}

function reconnect(): void {
  const ids = [...watched.keys()]
    .filter((id) => /^\d{1,15}$/.test(id))
    .sort()
    .slice(0, MAX_WATCHED);
  const key = ids.join(',');
  if (key === sourceKey && source) return;
  source?.close();
  source = null;
  sourceKey = key;
  if (ids.length === 0) return setStatus('idle');
  setStatus('connecting');
  const next = new EventSource(feed.streamUrl(ids, lang));
  source = next;
  next.addEventListener('open', () => setStatus('open'));
  next.addEventListener('update', (message) => {
    try {
      applyUpdate(JSON.parse((message as MessageEvent<string>).data) as FeedUpdate);
      setStatus('open');
    } catch {
      // A message that is not an update is skipped; the next one carries the changes again.
    }
  });
  // EventSource reconnects by itself; the first message after it is the full state again.
  next.addEventListener('error', () => setStatus(next.readyState === EventSource.CLOSED ? 'idle' : 'retrying'));
}

/** Follows these events live while the caller needs them (the returned function stops). */
export function watch(ids: readonly string[]): () => void {
  let changed = false;
  for (const id of ids) {
    const count = watched.get(id) ?? 0;
    watched.set(id, count + 1);
    if (count === 0) changed = true;
  }
  if (changed) reconnectSoon();
  return () => {
    let dropped = false;
    for (const id of ids) {
      const count = (watched.get(id) ?? 1) - 1;
      if (count <= 0) {
        watched.delete(id);
        dropped = true;
      } else watched.set(id, count);
    }
    if (dropped) reconnectSoon();
  };
}

/** Follows these events while the component is on screen. */
export function useWatch(ids: readonly string[]): void {
  const key = ids.join(',');
  useEffect(() => (key ? watch(key.split(',')) : undefined), [key]);
}
