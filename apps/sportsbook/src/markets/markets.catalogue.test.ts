import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SPORT_KEYS, SPORTS } from '../feed/feed.sports.js';
import type { LegOutcome } from '../settlement/leg-outcome.js';
import { resultOf } from './markets.arbitraries.js';
import { MARKETS, marketKey, parseMarketKey, resolve } from './markets.catalogue.js';
import type { EventResult, MarketRule } from './markets.types.js';

/** What one unit on the leg wins at its odds, and what it gets back as stake. */
function shares(outcome: LegOutcome): { wins: number; returned: number } {
  switch (outcome.kind) {
    case 'won':
      return { wins: 1, returned: 0 };
    case 'lost':
      return { wins: 0, returned: 0 };
    case 'void':
      return { wins: 0, returned: 1 };
    case 'half-won':
      return { wins: 0.5, returned: 0.5 };
    case 'half-lost':
      return { wins: 0, returned: 0.5 };
    case 'dead-heat':
      return { wins: outcome.share, returned: 0 };
  }
}

/** Lines to try: the fixed ones, or a few half lines (quarter ones too where accepted) near the result. */
function linesToTry(rule: MarketRule<unknown>, bestOf: number): (number | undefined)[] {
  const spec = rule.lines({ bestOf });
  if (spec.kind === 'none') return [undefined];
  if (spec.kind === 'fixed') return [...spec.values];
  return [-300.5, -3.5, -1, -0.5, 0, 0.5, 1.5, 2, 5.5, 45.5, 180.5, 271.5, 272, 300.5];
}

describe('every market of every sport', () => {
  it('shares each result out exactly: a whole stake per winning place, pushes split evenly', () => {
    // Two-way lines: one side wins what the other loses, a push returns both; 1X2 has one
    // winner, a double chance two, a top-N N places (shared by dead heat when tied).
    for (const sport of SPORT_KEYS) {
      const markets = MARKETS[sport];
      fc.assert(
        fc.property(resultOf(sport), (result: EventResult) => {
          const bestOf = result.kind === 'sets' ? 5 : 3;
          const context = markets.contextOf(result);
          for (const rule of markets.rules) {
            for (const line of linesToTry(rule, bestOf)) {
              let placed = 0;
              for (const outcome of rule.outcomes(context)) {
                const { wins, returned } = shares(resolve({ sport, type: rule.type, line }, outcome, result));
                placed += wins + returned / 2;
              }
              // Dead-heat thirds add up in floating point: equal to 12 decimals.
              expect(placed, `${sport} ${marketKey({ type: rule.type, line })}`).toBeCloseTo(
                rule.coverage(context),
                12,
              );
            }
          }
        }),
        { numRuns: 60 },
      );
    }
  });

  it('names its markets by ids that read back to the same market', () => {
    for (const sport of SPORTS) {
      for (const rule of MARKETS[sport.key].rules) {
        const spec = rule.lines({ bestOf: sport.bestOf });
        const lines = spec.kind === 'fixed' ? spec.values : spec.kind === 'none' ? [undefined] : [-2.5, 0.5, 210.5];
        for (const line of lines) {
          const market =
            line === undefined ? { sport: sport.key, type: rule.type } : { sport: sport.key, type: rule.type, line };
          expect(parseMarketKey(sport.key, marketKey(market))).toEqual(market);
        }
      }
    }
    for (const bad of ['total:2.50', 'total: 2.5', 'total:', 'total', '1x2:0.5', 'total:2.25', 'nothing']) {
      expect(() => parseMarketKey('football', bad)).toThrow(RangeError);
    }
  });
});

describe('results each sport refuses', () => {
  const refuses = (sport: (typeof SPORT_KEYS)[number], type: string, outcome: string, result: EventResult) =>
    expect(() => resolve({ sport, type }, outcome, result)).toThrow(RangeError);

  it('refuses a level hockey or basketball game with no overtime, and a set with no winner', () => {
    const level = (periods: number): EventResult => ({
      kind: 'score',
      periods: Array.from({ length: periods }, () => ({ home: 1, away: 1 })),
    });
    refuses('ice-hockey', 'moneyline', 'home', level(3));
    refuses('basketball', 'moneyline', 'home', level(4));
    refuses('basketball', 'moneyline', 'home', { ...level(4), overtime: { home: 5, away: 5 } } as EventResult);
    refuses('tennis', 'match-winner', 'home', { kind: 'sets', sets: [{ home: 6, away: 6 }] });
    refuses('tennis', 'match-winner', 'home', {
      kind: 'sets',
      sets: [
        { home: 6, away: 3 },
        { home: 2, away: 6 },
      ],
    });
    refuses('golf', 'winner', 'a', { kind: 'field', strokes: { a: 270, b: 268 }, winner: 'a' });
    refuses('golf', 'winner', 'c', { kind: 'field', strokes: { a: 270, b: 268 }, winner: 'b' });
    refuses('football', '1x2', 'home', { kind: 'sets', sets: [{ home: 6, away: 3 }] });
  });

  it('voids an American football moneyline on a game still level after overtime', () => {
    const result: EventResult = {
      kind: 'score',
      periods: [
        { home: 7, away: 7 },
        { home: 3, away: 3 },
        { home: 0, away: 0 },
        { home: 7, away: 7 },
      ],
      overtime: { home: 3, away: 3 },
    };
    expect(resolve({ sport: 'american-football', type: 'moneyline' }, 'home', result)).toEqual({ kind: 'void' });
    expect(resolve({ sport: 'american-football', type: 'total', line: 39.5 }, 'over', result)).toEqual({ kind: 'won' });
  });

  it('settles golf top-N places by dead heat and the winner by the play-off', () => {
    const result: EventResult = {
      kind: 'field',
      strokes: { a: 270, b: 270, c: 272, d: 273, e: 273, f: 273, g: 275 },
      winner: 'b',
    };
    const top = (type: string, id: string) => resolve({ sport: 'golf', type }, id, result);
    expect(top('winner', 'b')).toEqual({ kind: 'won' });
    expect(top('winner', 'a')).toEqual({ kind: 'lost' });
    expect(top('top-5', 'c')).toEqual({ kind: 'won' });
    // d, e and f tie for 4th: two places left for three competitors.
    expect(top('top-5', 'e')).toEqual({ kind: 'dead-heat', share: 2 / 3 });
    expect(top('top-5', 'g')).toEqual({ kind: 'lost' });
    expect(top('top-10', 'g')).toEqual({ kind: 'won' });
  });
});
