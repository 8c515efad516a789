import type { LegOutcome } from '../../settlement/leg-outcome.js';
import type { EventView } from './book.service.js';

/** One selection as the book prices it now. */
export type LegQuote =
  | { kind: 'open'; odds: number; fair: number }
  | { kind: 'suspended'; odds: number | undefined }
  | { kind: 'closed'; outcome: LegOutcome | undefined }
  | { kind: 'not_found' };

/** The book's current quote of an outcome of a market of an event (its view at an instant). */
export function quoteOf(view: EventView, marketId: string, outcomeId: string): LegQuote {
  const market = view.markets.find((m) => m.key === marketId);
  if (!market) return { kind: 'not_found' };
  const settled = market.settled.find((s) => s.outcome === outcomeId);
  if (settled) return { kind: 'closed', outcome: settled.leg };
  const priced = market.outcomes.find((o) => o.outcome === outcomeId);
  if (market.status === 'closed') return { kind: 'closed', outcome: undefined };
  if (market.status === 'off') return { kind: 'suspended', odds: undefined };
  if (!priced) return { kind: 'not_found' };
  if (market.status === 'suspended') return { kind: 'suspended', odds: priced.odds };
  return { kind: 'open', odds: priced.odds, fair: priced.fair };
}
