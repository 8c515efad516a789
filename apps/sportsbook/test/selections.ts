import { liveEvents, prematchEvents } from '../src/feed/feed.calendar.js';
import { quoteOf } from '../src/modules/book/book.quote.js';
import type { World } from './world.js';

export interface Selection {
  event_id: string;
  market_id: string;
  outcome_id: string;
  odds: number;
}

/**
 * Open selections the book offers now on distinct events: prematch (or live) football 1X2
 * unless another sport or market is named.
 */
export async function selections(
  world: World,
  count: number,
  options: {
    state?: 'prematch' | 'live';
    sport?: string;
    market?: string;
    outcome?: string;
    oddsBetween?: [number, number];
  } = {},
): Promise<Selection[]> {
  const { book } = world.services;
  const { settings, overrides } = await book.cached();
  const at = world.clock.now().getTime();
  const events =
    options.state === 'live' ? liveEvents(book.catalogue, at) : prematchEvents(book.catalogue, at + 3_600_000);
  const found: Selection[] = [];
  for (const event of events) {
    if (found.length === count) break;
    if (event.sport !== (options.sport ?? 'football')) continue;
    const view = book.view(event, settings, overrides.get(event.id), at);
    const market = options.market ?? '1x2';
    // A price on the ladder's ends may not move with the margin (1.01 stays 1.01): with a range, any outcome in it.
    const [low, high] = options.oddsBetween ?? [0, Infinity];
    const outcomes = options.outcome ? [options.outcome] : options.oddsBetween ? ['home', 'away', 'draw'] : ['home'];
    for (const outcome of outcomes) {
      const quote = quoteOf(view, market, outcome);
      if (quote.kind !== 'open' || quote.odds / 1000 < low || quote.odds / 1000 > high) continue;
      found.push({ event_id: event.id, market_id: market, outcome_id: outcome, odds: quote.odds / 1000 });
      break;
    }
  }
  if (found.length < count) throw new Error(`only ${found.length} open selections`);
  return found;
}

let requests = 0;
/** A fresh request id. */
export const requestId = () => `req-${Date.now().toString(36)}-${(requests += 1)}`;
