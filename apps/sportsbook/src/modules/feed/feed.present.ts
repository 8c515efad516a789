import type {
  FeedEvent as FeedEventAnswer,
  FeedEventSummary,
  FeedLive,
  FeedMarket,
  FeedUpdate,
  Locale,
} from '@casino/contracts';
import type { FeedEvent } from '../../feed/feed.calendar.js';
import type { Catalogue, Category, Tournament } from '../../feed/feed.catalogue.js';
import { MARKETS } from '../../markets/markets.catalogue.js';
import { clockLabel, groupName, marketLabel, outcomeName } from './feed.labels.js';
import { GROUPS, textIn, type GroupId } from './feed.labels.markets.js';
import { mainMarketId, type EventNeutral, type LiveNeutral, type MarketNeutral } from './feed.state.js';

/**
 * Neutral offers (feed.state.ts) as the API shows them: named in the request's language,
 * odds as decimals (1850 thousandths → 1.85), markets in the catalogue's order.
 */

export function splitMarketId(id: string): { type: string; line: number | undefined } {
  const colon = id.indexOf(':');
  return colon < 0 ? { type: id, line: undefined } : { type: id.slice(0, colon), line: Number(id.slice(colon + 1)) };
}

const toDecimal = (thousandths: number) => thousandths / 1000;

export function presentMarket(event: FeedEvent, market: MarketNeutral, locale: Locale): FeedMarket {
  const { type, line } = splitMarketId(market.id);
  const label = marketLabel(event.sport, type);
  return {
    id: market.id,
    type,
    ...(line === undefined ? {} : { line }),
    name: label ? textIn(label.name, locale) : type,
    group: label?.group ?? 'main',
    status: market.status,
    outcomes: market.outcomes.map(([outcome, odds]) => ({
      id: outcome,
      name: outcomeName(event, type, line, outcome, locale),
      odds: toDecimal(odds),
    })),
  };
}

export function presentLive(live: LiveNeutral, locale: Locale): FeedLive {
  return { ...live, clock: clockLabel(live.clock, locale) };
}

/** Markets in the order a client shows them: by group, then as the catalogue lists types, then by line. */
export function sortMarkets(event: FeedEvent, markets: readonly MarketNeutral[]): MarketNeutral[] {
  const types = MARKETS[event.sport].rules.map((rule) => rule.type);
  const rank = (market: MarketNeutral) => {
    const { type, line } = splitMarketId(market.id);
    const group = GROUPS.indexOf(marketLabel(event.sport, type)?.group ?? 'main');
    return [group, types.indexOf(type), line ?? 0] as const;
  };
  return [...markets].sort((a, b) => {
    const [ga, ta, la] = rank(a);
    const [gb, tb, lb] = rank(b);
    return ga - gb || ta - tb || la - lb;
  });
}

export interface Lookup {
  category(id: string): Category;
  tournament(id: string): Tournament;
}

export function lookupOf(catalogue: Catalogue): Lookup {
  const categories = new Map(catalogue.categories.map((category) => [category.id, category]));
  const tournaments = new Map(catalogue.tournaments.map((tournament) => [tournament.id, tournament]));
  return { category: (id) => categories.get(id)!, tournament: (id) => tournaments.get(id)! };
}

export function presentSummary(event: FeedEvent, view: EventNeutral, lookup: Lookup, locale: Locale): FeedEventSummary {
  const main = view.markets.find((market) => market.id === mainMarketId(event.sport));
  return {
    id: event.id,
    sport: event.bby,
    sportKey: event.sport,
    categoryId: event.categoryId,
    category: lookup.category(event.categoryId).name,
    tournamentId: event.tournamentId,
    tournament: lookup.tournament(event.tournamentId).name,
    name: event.name,
    ...(event.kind === 'match' ? { home: event.home.name, away: event.away.name } : {}),
    startsAt: new Date(event.startsAt).toISOString(),
    state: view.state,
    ...(view.live.phase === 'not-started' ? {} : { live: presentLive(view.live, locale) }),
    ...(main ? { main: presentMarket(event, main, locale) } : {}),
    markets: view.markets.filter((market) => market.status === 'open').length,
  };
}

export function presentEvent(event: FeedEvent, view: EventNeutral, lookup: Lookup, locale: Locale): FeedEventAnswer {
  const all = sortMarkets(event, view.markets).map((market) => presentMarket(event, market, locale));
  const used = new Set(all.map((market) => market.group));
  const groups = GROUPS.filter((group) => used.has(group)).map((group: GroupId) => ({
    id: group,
    name: groupName(event.sport, group, locale),
  }));
  return { ...presentSummary(event, view, lookup, locale), groups, all };
}

/** One stream message: the events' changes (or whole state), named in the language. */
export function presentUpdate(
  seq: number,
  at: number,
  full: boolean,
  entries: readonly { event: FeedEvent; view: EventNeutral }[],
  locale: Locale,
): FeedUpdate {
  return {
    seq,
    at: new Date(at).toISOString(),
    ...(full ? { full: true } : {}),
    events: entries.map(({ event, view }) => ({
      id: event.id,
      state: view.state,
      ...(view.live.phase === 'not-started' ? {} : { live: presentLive(view.live, locale) }),
      markets: sortMarkets(event, view.markets).map((market) => presentMarket(event, market, locale)),
    })),
  };
}
