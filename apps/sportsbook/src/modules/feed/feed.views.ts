import type { FeedEvent } from '../../feed/feed.calendar.js';
import type { Book } from '../book/book.service.js';
import type { OverrideRow, SettingsRow } from '../book/book.repository.js';
import { neutralOf, type EventNeutral } from './feed.state.js';

/**
 * The book's views of events, neutral and cached: pricing is the costly part of the feed
 * (a football correct-score matrix, a golf field's placings), so each one is computed once
 * and shared by every page, every language and the live publisher of this process.
 * - Before kick-off an event's offer depends only on the margin and its override: kept
 *   per (event, margin, override) until kick-off, many events at once.
 * - In play it moves with time: kept per (event, second), for the current second.
 */

export interface BookContext {
  settings: Pick<SettingsRow, 'margin'>;
  overrides: ReadonlyMap<string, OverrideRow>;
}

const PREMATCH_ENTRIES = 4_000;

export function createFeedViews(book: Pick<Book, 'view'>) {
  const prematch = new Map<string, { stamp: string; view: EventNeutral }>();
  let second = Number.NEGATIVE_INFINITY;
  let inPlay = new Map<string, { stamp: string; view: EventNeutral }>();

  const stampOf = (event: FeedEvent, context: BookContext) => {
    const override = context.overrides.get(event.id);
    const changed = override ? `${override.revision}:${new Date(override.updated_at).getTime()}` : '';
    return `${context.settings.margin}|${changed}`;
  };
  const compute = (event: FeedEvent, context: BookContext, at: number) =>
    neutralOf(book.view(event, context.settings, context.overrides.get(event.id), at));

  /** The event's offer at the instant `at` (ms), from the cache when it holds it. */
  function at(event: FeedEvent, context: BookContext, at: number): EventNeutral {
    const stamp = stampOf(event, context);
    if (at < event.startsAt) {
      const cached = prematch.get(event.id);
      if (cached?.stamp === stamp) return cached.view;
      const view = compute(event, context, at);
      prematch.delete(event.id);
      if (prematch.size >= PREMATCH_ENTRIES) prematch.delete(prematch.keys().next().value!);
      prematch.set(event.id, { stamp, view });
      return view;
    }
    const s = Math.floor(at / 1000);
    if (s < second) return compute(event, context, at); // an instant already left behind: not kept
    if (s > second) {
      second = s;
      inPlay = new Map();
    }
    const cached = inPlay.get(event.id);
    if (cached?.stamp === stamp) return cached.view;
    const view = compute(event, context, at);
    inPlay.set(event.id, { stamp, view });
    return view;
  }

  /** Whether the event's offer at `at` is cached (the next `at` call is cheap). */
  function has(event: FeedEvent, context: BookContext, at: number): boolean {
    const stamp = stampOf(event, context);
    if (at < event.startsAt) return prematch.get(event.id)?.stamp === stamp;
    return Math.floor(at / 1000) === second && inPlay.get(event.id)?.stamp === stamp;
  }

  return { at, has };
}

export type FeedViews = ReturnType<typeof createFeedViews>;
