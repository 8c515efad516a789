import type { FeedEvent } from '../feed/feed.calendar.js';
import { MARKETS, marketKey } from '../markets/markets.catalogue.js';
import type { Market } from '../markets/markets.types.js';
import { DEFAULT_MARGIN } from './pricing.margin.js';
import { fairProbabilities, offeredLines, priceOutcomes, type PricedOutcome } from './pricing.market.js';
import { modelOf } from './pricing.models.js';

export interface PricingConfig {
  /** The book's margin: implied probabilities sum to coverage × (1 + margin). */
  margin: number;
}

export const DEFAULT_PRICING: PricingConfig = { margin: DEFAULT_MARGIN };

export interface PricedMarket {
  market: Market;
  /** The market's id within the event ("total:2.5"). */
  key: string;
  /** How many outcomes win on each result (1; 2 for a double chance; N for a top-N). */
  coverage: number;
  outcomes: PricedOutcome[];
}

/**
 * Every market of an event at the prices its sport's model gives, before kick-off. A
 * market whose price falls off the ladder (an outcome dearer than 1.01, or certain) is
 * left out rather than offered at a price that is not its own.
 */
export function priceEvent(event: FeedEvent, config: PricingConfig = DEFAULT_PRICING): PricedMarket[] {
  const model = modelOf(event);
  const priced: PricedMarket[] = [];
  for (const rule of MARKETS[event.sport].rules) {
    const distribution = model.scopes[rule.scope];
    const outcomes = rule.outcomes(model.context);
    const coverage = rule.coverage(model.context);
    for (const line of offeredLines(rule, model.context, distribution)) {
      const fair = distribution
        ? fairProbabilities(rule, distribution, outcomes, line)
        : model.fieldFair?.(rule.type, outcomes);
      if (!fair) continue;
      const prices = priceOutcomes(outcomes, fair, coverage, config.margin);
      if (!prices) continue;
      const market: Market =
        line === undefined ? { sport: event.sport, type: rule.type } : { sport: event.sport, type: rule.type, line };
      priced.push({ market, key: marketKey(market), coverage, outcomes: prices });
    }
  }
  return priced;
}
