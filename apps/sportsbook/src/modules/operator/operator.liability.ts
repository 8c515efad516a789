import type { Locale, TradingLiability } from '@casino/contracts';
import type { Executor } from '../../db/database.js';
import type { FeedEvent } from '../../feed/feed.calendar.js';
import type { Book } from '../book/book.service.js';
import { marketLabel, outcomeName } from '../feed/feed.labels.js';
import { textIn } from '../feed/feed.labels.markets.js';
import { splitMarketId } from '../feed/feed.present.js';
import { liabilityByMarket } from '../tickets/tickets.model.js';
import * as tickets from '../tickets/tickets.repository.js';

/** A market's and an outcome's names as a player read them on the ticket. */
function namesOf(event: FeedEvent, marketId: string, locale: Locale) {
  const { type, line } = splitMarketId(marketId);
  const label = marketLabel(event.sport, type);
  return {
    market: label ? textIn(label.name, locale) : type,
    outcome: (outcomeId: string) => outcomeName(event, type, line, outcomeId, locale),
  };
}

/**
 * What the book stands to pay per event and market from its open tickets, largest first (a
 * market costs its costliest outcome). With a locale, markets and outcomes are named in it.
 */
export async function liabilityOf(
  db: Executor,
  book: Pick<Book, 'event'>,
  eventId?: string,
  locale?: Locale,
): Promise<TradingLiability> {
  // Rows of settled tickets stay at zero: nothing is at stake on them any more.
  const rows = (await tickets.liabilityOf(db, eventId ? [eventId] : undefined)).filter(
    (row) => row.stakes !== 0 || row.payout !== 0,
  );
  const { markets, events } = liabilityByMarket(rows);
  return [...events.entries()]
    .map(([id, liability]) => {
      const event = book.event(id);
      return {
        event_id: id,
        name: event?.name ?? id,
        liability: liability / 100,
        markets: markets
          .filter((m) => m.eventId === id)
          .map((m) => {
            const names = event && locale ? namesOf(event, m.marketId, locale) : undefined;
            return {
              market_id: m.marketId,
              ...(names ? { name: names.market } : {}),
              liability: m.liability / 100,
              outcomes: rows
                .filter((r) => r.event_id === id && r.market_id === m.marketId)
                .map((r) => ({
                  outcome_id: r.outcome_id,
                  ...(names ? { name: names.outcome(r.outcome_id) } : {}),
                  stakes: r.stakes / 100,
                  payout: r.payout / 100,
                })),
            };
          })
          .sort((a, b) => b.liability - a.liability),
      };
    })
    .sort((a, b) => b.liability - a.liability);
}
