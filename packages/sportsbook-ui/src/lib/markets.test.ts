import { describe, expect, it } from 'vitest';
import type { FeedMarket } from './contracts';
import { columnOrder, groupMarkets, HANDICAP_TYPES, mainLine, shortLabel, TOTAL_TYPES } from './markets';

const market = (type: string, line: number | undefined, a: number, b: number, group = 'goals'): FeedMarket => ({
  id: line === undefined ? type : `${type}:${line}`,
  type,
  ...(line === undefined ? {} : { line }),
  name: type,
  group,
  status: 'open',
  outcomes: [
    { id: type.includes('total') ? 'over' : 'home', name: 'a', odds: a },
    { id: type.includes('total') ? 'under' : 'away', name: 'b', odds: b },
  ],
});

describe('list columns', () => {
  it('labels sides and totals briefly', () => {
    expect(['home', 'draw', 'away', 'over', 'under', 'home-away'].map((id) => shortLabel({ id, name: id }))).toEqual([
      '1',
      'X',
      '2',
      'O',
      'U',
      '12',
    ]);
    expect(shortLabel({ id: 'c-7', name: 'R. Salton' })).toBe('R. Salton');
  });

  it('orders home, draw, away', () => {
    const outcomes = ['away', 'home', 'draw'].map((id) => ({ id, name: id, odds: 2 }));
    expect(columnOrder(outcomes).map((o) => o.id)).toEqual(['home', 'draw', 'away']);
  });
});

describe('the Asian table', () => {
  it('shows the most balanced line of the preferred type', () => {
    const markets = [
      market('total', 1.5, 1.3, 3.4),
      market('total', 2.5, 1.95, 1.85),
      market('total', 3.5, 3.1, 1.35),
      market('asian-handicap', -0.5, 2.4, 1.55, 'handicap'),
      market('asian-handicap', -0.25, 1.9, 1.9, 'handicap'),
    ];
    expect(mainLine(markets, TOTAL_TYPES)?.line).toBe(2.5);
    expect(mainLine(markets, HANDICAP_TYPES)?.line).toBe(-0.25);
    expect(mainLine([market('spread', 4.5, 1.9, 1.9)], HANDICAP_TYPES)?.type).toBe('spread');
    expect(mainLine([{ ...market('total', 2.5, 1.9, 1.9), status: 'closed' }], TOTAL_TYPES)).toBeUndefined();
  });
});

describe('the event page', () => {
  it('groups by the feed order, then by type with lines in order', () => {
    const markets = [
      market('total', 2.5, 1.9, 1.9),
      market('1x2', undefined, 2, 3, 'main'),
      market('total', 0.5, 1.1, 6),
      market('asian-handicap', 0, 1.9, 1.9, 'handicap'),
    ];
    const groups = groupMarkets(markets, ['main', 'handicap', 'goals']);
    expect(groups.map((g) => g.group)).toEqual(['main', 'handicap', 'goals']);
    expect(groups[2]!.blocks[0]!.markets.map((m) => m.line)).toEqual([0.5, 2.5]);
    expect(groupMarkets(markets).map((g) => g.group)).toEqual(['main', 'goals', 'handicap']);
  });
});
