import type { FeedEvent } from '../feed/feed.calendar.js';
import { resolve, ruleOf } from '../markets/markets.catalogue.js';
import type { Market, MarketContext, MarketRule } from '../markets/markets.types.js';
import { priceEvent, type PricedMarket } from '../pricing/pricing.event.js';
import { fairProbabilities, priceOutcomes, type PricedOutcome } from '../pricing/pricing.market.js';
import type { LegOutcome } from '../settlement/leg-outcome.js';
import { liveState, matchTimeline, nominalAt, sportLive, type LiveState } from './live.state.js';
import { detailAt } from './live.timeline.js';
import type { LiveConfig } from './live.types.js';

/**
 * In-play markets: the event's prematch markets (the same ids, so open tickets keep
 * naming them), each priced from the live state's model through the rule that settles
 * it, with the same margin method and ladder as before kick-off.
 * - open: priced and taking bets;
 * - suspended: in a dangerous moment's window (prices shown, no bet taken);
 * - closed: decided (every outcome settles alike on every result still reachable), with
 *   each outcome's settlement; every market is closed at the end, on the result;
 * - off: not decided, but no price on the ladder (an outcome is near certain).
 * An outcome that can no longer win (a correct score passed) is settled lost and left out
 * of its market's price; the others still share the margin.
 */

export type LiveMarketStatus = 'open' | 'suspended' | 'closed' | 'off';

export interface LiveMarket {
  market: Market;
  key: string;
  coverage: number;
  status: LiveMarketStatus;
  /** The outcomes still priced (open or suspended markets). */
  outcomes: PricedOutcome[];
  /** The outcomes already settled: all of them once the market is closed. */
  settled: { outcome: string; leg: LegOutcome }[];
}

const CACHE_SIZE = 512;
const prematch = new Map<string, PricedMarket[]>();

/** The event's markets as priced before kick-off (computed once per event and margin). */
export function prematchMarkets(event: FeedEvent, margin: number): PricedMarket[] {
  const key = [event.id, event.startsAt, event.name, margin].join('\u0000');
  let markets = prematch.get(key);
  if (!markets) {
    markets = priceEvent(event, { margin });
    if (prematch.size >= CACHE_SIZE) prematch.delete(prematch.keys().next().value!);
    prematch.set(key, markets);
  }
  return markets;
}

const sameLeg = (a: LegOutcome, b: LegOutcome): boolean =>
  a.kind === b.kind && (a.kind !== 'dead-heat' || (b.kind === 'dead-heat' && a.share === b.share));

/** How an outcome settles if it settles alike on every reachable value; else undefined. */
function decided(rule: MarketRule<unknown>, outcome: string, values: readonly unknown[], line: number | undefined) {
  const first = values[0];
  if (first === undefined) return undefined;
  const leg = rule.settle(outcome, first, line);
  return values.every((value) => sameLeg(rule.settle(outcome, value, line), leg)) ? leg : undefined;
}

function contextOf(event: FeedEvent): MarketContext {
  return event.kind === 'match' ? { bestOf: event.bestOf } : { field: event.field.map((competitor) => competitor.id) };
}

/** Every market of the event at the instant `now`, with the state it was priced from. */
export function liveMarkets(
  event: FeedEvent,
  config: LiveConfig,
  now: number,
): { state: LiveState; markets: LiveMarket[] } {
  const state = liveState(event, config, now);
  const before = prematchMarkets(event, config.margin);
  const names = (market: PricedMarket) => market.outcomes.map(({ outcome }) => outcome);
  if (state.phase === 'not-started') {
    return { state, markets: before.map((m) => ({ ...m, status: 'open', settled: [] })) };
  }
  if (state.phase === 'finished') {
    const result = state.result!;
    const markets = before.map((m): LiveMarket => {
      const settled = names(m).map((outcome) => ({ outcome, leg: resolve(m.market, outcome, result) }));
      return { market: m.market, key: m.key, coverage: m.coverage, status: 'closed', outcomes: [], settled };
    });
    return { state, markets };
  }
  const sport = sportLive(event);
  const timeline = matchTimeline(event, config.seed);
  const at = nominalAt(event, config, timeline, now);
  const detail = detailAt(timeline, at);
  const model = sport.model(event, detail, at);
  const reachable = sport.reachable(event, detail, at);
  const context = contextOf(event);
  const markets = before.map((m): LiveMarket => {
    const rule = ruleOf(m.market);
    const line = m.market.line;
    const values = reachable[rule.scope];
    const settled = values
      ? names(m).flatMap((outcome) => {
          const leg = decided(rule, outcome, values, line);
          return leg ? [{ outcome, leg }] : [];
        })
      : [];
    const base = { market: m.market, key: m.key, coverage: m.coverage, settled };
    if (settled.length === m.outcomes.length) return { ...base, status: 'closed', outcomes: [] };
    const open = names(m).filter((outcome) => !settled.some((s) => s.outcome === outcome));
    // Only outcomes that can no longer win leave a market priced; a settled winner makes the rest unpriceable.
    const distribution = model.scopes[rule.scope];
    const fair = settled.every((s) => s.leg.kind === 'lost')
      ? distribution
        ? fairProbabilities(rule, distribution, open, line)
        : model.fieldFair?.(m.market.type, open)
      : undefined;
    const outcomes = fair ? priceOutcomes(open, fair, rule.coverage(context), config.margin) : undefined;
    if (!outcomes) return { ...base, status: 'off', outcomes: [] };
    return { ...base, status: state.suspended ? 'suspended' : 'open', outcomes };
  });
  return { state, markets };
}
