import type { FeedMarket, FeedOutcome } from './contracts';

/**
 * How the client reads the feed's markets: the short labels of list columns (1 X 2, O/U),
 * the Asian table's main handicap and total lines, and the event page's grouping.
 */

/** Handicap market types, the one a list shows first when an event has several. */
export const HANDICAP_TYPES = [
  'asian-handicap',
  'handicap',
  'spread',
  'run-line',
  'puck-line',
  'game-handicap',
  'set-handicap',
  'map-handicap',
] as const;
/** Total market types of the whole match, in the same order of preference. */
export const TOTAL_TYPES = ['total', 'total-games', 'total-points', 'total-maps', 'total-sets'] as const;

/** A list column's label of an outcome: 1, X, 2 for sides, O and U for totals, 1X 12 X2 for a double chance. */
export function shortLabel(outcome: Pick<FeedOutcome, 'id' | 'name'>): string {
  switch (outcome.id) {
    case 'home':
      return '1';
    case 'draw':
      return 'X';
    case 'away':
      return '2';
    case 'home-draw':
      return '1X';
    case 'home-away':
      return '12';
    case 'draw-away':
      return 'X2';
    case 'over':
      return 'O';
    case 'under':
      return 'U';
    default:
      return outcome.name;
  }
}

/** Orders a two- or three-way market's outcomes as columns read: home, draw, away (over, under). */
export function columnOrder(outcomes: readonly FeedOutcome[]): FeedOutcome[] {
  const rank = (id: string) => ['home', 'draw', 'away', 'over', 'under', 'yes', 'no'].indexOf(id);
  return [...outcomes].sort((a, b) => (rank(a.id) < 0 || rank(b.id) < 0 ? 0 : rank(a.id) - rank(b.id)));
}

/**
 * The line a list shows of a handicap or total market type: the most balanced one (its two
 * prices closest), which is the line the market is built around. Suspended lines count (they
 * show a lock); closed ones do not.
 */
export function mainLine(markets: readonly FeedMarket[], types: readonly string[]): FeedMarket | undefined {
  for (const type of types) {
    const candidates = markets.filter((m) => m.type === type && m.status !== 'closed' && m.outcomes.length === 2);
    if (candidates.length === 0) continue;
    let best = candidates[0]!;
    let bestGap = Infinity;
    for (const market of candidates) {
      const [a, b] = market.outcomes;
      const gap = Math.abs(a!.odds - b!.odds);
      if (gap < bestGap || (gap === bestGap && Math.abs(market.line ?? 0) < Math.abs(best.line ?? 0))) {
        best = market;
        bestGap = gap;
      }
    }
    return best;
  }
  return undefined;
}

/**
 * The event page's groups when the feed gives no order (the provider's own ids first, then
 * other common ones); a group the client does not know comes last under its own name.
 */
export const GROUP_ORDER = [
  'main',
  'totals',
  'handicaps',
  'score',
  'halves',
  'sets',
  'maps',
  'players',
  'goals',
  'points',
  'handicap',
  'periods',
  'other',
];

export interface MarketBlock {
  /** The market type; a block holds every line of one type ("total" 0.5 to 5.5). */
  type: string;
  markets: FeedMarket[];
}

export interface MarketGroup {
  group: string;
  blocks: MarketBlock[];
}

/**
 * Groups an event's markets for its page: by group, then by type (the lines of a type
 * together, by line). The groups follow the feed's order when it gives one, else GROUP_ORDER.
 */
export function groupMarkets(markets: readonly FeedMarket[], order: readonly string[] = GROUP_ORDER): MarketGroup[] {
  const groups = new Map<string, Map<string, FeedMarket[]>>();
  for (const market of markets) {
    const byType = groups.get(market.group) ?? new Map<string, FeedMarket[]>();
    groups.set(market.group, byType);
    byType.set(market.type, [...(byType.get(market.type) ?? []), market]);
  }
  const rank = (group: string) => {
    const index = order.indexOf(group);
    return index < 0 ? order.length + Math.max(0, GROUP_ORDER.indexOf(group)) : index;
  };
  return [...groups.entries()]
    .sort(([a], [b]) => rank(a) - rank(b))
    .map(([group, byType]) => ({
      group,
      blocks: [...byType.entries()].map(([type, list]) => ({
        type,
        markets: [...list].sort((a, b) => (a.line ?? 0) - (b.line ?? 0)),
      })),
    }));
}

/** Whether a market type has a line that the handicap sign matters for. */
export const isHandicap = (type: string): boolean => (HANDICAP_TYPES as readonly string[]).includes(type);
