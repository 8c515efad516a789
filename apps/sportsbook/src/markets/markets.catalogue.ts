import type { SportKey } from '../feed/feed.sports.js';
import type { LegOutcome } from '../settlement/leg-outcome.js';
import { FOOTBALL_MARKETS } from './markets.football.js';
import { BASEBALL_MARKETS, ICE_HOCKEY_MARKETS } from './markets.goals.js';
import { GOLF_MARKETS } from './markets.golf.js';
import { AMERICAN_FOOTBALL_MARKETS, BASKETBALL_MARKETS, HANDBALL_MARKETS } from './markets.points.js';
import { E_SPORT_MARKETS, TABLE_TENNIS_MARKETS, TENNIS_MARKETS, VOLLEYBALL_MARKETS } from './markets.sets.js';
import type { EventResult, Market, MarketRule, SportMarkets } from './markets.types.js';

/** Every sport's market catalogue. */
export const MARKETS: Readonly<Record<SportKey, SportMarkets>> = {
  football: FOOTBALL_MARKETS,
  basketball: BASKETBALL_MARKETS,
  baseball: BASEBALL_MARKETS,
  'ice-hockey': ICE_HOCKEY_MARKETS,
  tennis: TENNIS_MARKETS,
  handball: HANDBALL_MARKETS,
  golf: GOLF_MARKETS,
  'american-football': AMERICAN_FOOTBALL_MARKETS,
  'table-tennis': TABLE_TENNIS_MARKETS,
  volleyball: VOLLEYBALL_MARKETS,
  'e-sport': E_SPORT_MARKETS,
};

/** The rule of a market type, checking that the market's line is one it can be settled at. */
export function ruleOf(market: Market): MarketRule<unknown> {
  const sport = MARKETS[market.sport];
  if (!sport) throw new RangeError(`unknown sport: ${String(market.sport)}`);
  const rule = sport.rules.find((candidate) => candidate.type === market.type);
  if (!rule) throw new RangeError(`${market.sport} has no market '${market.type}'`);
  const hasLines = rule.lines({}).kind !== 'none';
  if (!hasLines && market.line !== undefined) throw new RangeError(`${market.type} has no line`);
  if (hasLines && (market.line === undefined || !rule.acceptsLine(market.line))) {
    throw new RangeError(`${market.type} cannot be settled at the line ${String(market.line)}`);
  }
  return rule;
}

/**
 * How a selection ended, from the event's result: the market's rule reads its scope of
 * the result and settles the outcome on it. Throws (a RangeError naming the fault) on an
 * unknown market, outcome or line, and on a result the sport cannot produce.
 */
export function resolve(market: Market, outcome: string, result: EventResult): LegOutcome {
  const rule = ruleOf(market);
  const sport = MARKETS[market.sport];
  const context = sport.contextOf(result);
  if (!rule.outcomes(context).includes(outcome)) throw new RangeError(`${market.type} has no outcome '${outcome}'`);
  return rule.settle(outcome, sport.read(rule.scope, result), market.line);
}

/** The market's id within its event, as tickets name it: the type, then ':' and the line if any ("total:2.5"). */
export function marketKey(market: Pick<Market, 'type' | 'line'>): string {
  return market.line === undefined ? market.type : `${market.type}:${market.line}`;
}

/** A market from its id within an event of a sport; throws on an id that names no market. */
export function parseMarketKey(sport: SportKey, key: string): Market {
  const colon = key.indexOf(':');
  const type = colon < 0 ? key : key.slice(0, colon);
  const lineText = colon < 0 ? undefined : key.slice(colon + 1);
  // Only the spelling marketKey gives: "2.50" or " 2.5" would make two ids of one market.
  const line = lineText === undefined ? undefined : Number(lineText);
  if (lineText !== undefined && (lineText.trim() === '' || String(line) !== lineText)) {
    throw new RangeError(`not a market id: ${key}`);
  }
  const market: Market = line === undefined ? { sport, type } : { sport, type, line };
  ruleOf(market);
  return market;
}
