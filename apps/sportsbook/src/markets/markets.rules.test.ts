import { describe, expect, it } from 'vitest';
import { resolve } from './markets.catalogue.js';
import { asianSettle } from './markets.rules.js';
import type { EventResult } from './markets.types.js';

/** A football result with these full-time goals (all scored in the second half). */
const football = (home: number, away: number): Extract<EventResult, { kind: 'score' }> => ({
  kind: 'score',
  periods: [
    { home: 0, away: 0 },
    { home, away },
  ],
});
const ah = (line: number, outcome: 'home' | 'away', home: number, away: number) =>
  resolve({ sport: 'football', type: 'asian-handicap', line }, outcome, football(home, away)).kind;

describe('Asian handicap lines', () => {
  it('splits quarter lines into the two half lines around them', () => {
    expect(ah(-0.25, 'home', 1, 1)).toBe('half-lost'); // half at 0 pushes, half at −0.5 loses
    expect(ah(-0.25, 'away', 1, 1)).toBe('half-won'); // the away side holds +0.25
    expect(ah(-0.75, 'home', 2, 1)).toBe('half-won'); // half at −0.5 wins, half at −1 pushes
    expect(ah(-0.75, 'away', 2, 1)).toBe('half-lost');
    expect(ah(-0.75, 'home', 3, 1)).toBe('won');
    expect(ah(-0.75, 'home', 1, 1)).toBe('lost');
    expect(ah(0.25, 'home', 0, 1)).toBe('lost'); // +0.25 on a one-goal defeat: −0.75 and −0.5 both lose
    expect(ah(0.75, 'home', 0, 1)).toBe('half-lost'); // halves at +0.5 (loses) and +1 (pushes)
    expect(ah(1.25, 'home', 0, 1)).toBe('half-won'); // halves at +1 (pushes) and +1.5 (wins)
    expect(ah(-1.25, 'home', 2, 1)).toBe('half-lost');
    expect(ah(-1.75, 'home', 3, 1)).toBe('half-won');
  });

  it('pushes whole lines on the line and never pushes half lines', () => {
    expect(ah(0, 'home', 1, 1)).toBe('void');
    expect(ah(0, 'away', 1, 1)).toBe('void');
    expect(ah(-1, 'home', 2, 1)).toBe('void');
    expect(ah(-1, 'home', 3, 1)).toBe('won');
    expect(ah(-0.5, 'home', 1, 1)).toBe('lost');
    expect(ah(-0.5, 'away', 1, 1)).toBe('won');
    expect(ah(2.5, 'home', 0, 2)).toBe('won');
  });

  it('settles a margin over the line the same way for totals', () => {
    expect(asianSettle(0.5)).toEqual({ kind: 'won' });
    expect(asianSettle(-0.5)).toEqual({ kind: 'lost' });
    expect(asianSettle(0)).toEqual({ kind: 'void' });
    expect(asianSettle(0.25)).toEqual({ kind: 'half-won' });
    expect(asianSettle(-0.25)).toEqual({ kind: 'half-lost' });
    expect(asianSettle(0.75)).toEqual({ kind: 'won' });
    expect(asianSettle(-0.75)).toEqual({ kind: 'lost' });
  });
});

describe('football markets', () => {
  const result: EventResult = {
    kind: 'score',
    periods: [
      { home: 1, away: 0 },
      { home: 1, away: 2 },
    ],
  };
  const settle = (type: string, outcome: string, line?: number) =>
    resolve({ sport: 'football', type, line }, outcome, result).kind;

  it('reads full time for full-time markets and the first half for first-half ones', () => {
    expect(settle('1x2', 'draw')).toBe('won'); // 2-2
    expect(settle('first-half-1x2', 'home')).toBe('won'); // 1-0
    expect(settle('total', 'over', 3.5)).toBe('won');
    expect(settle('total', 'under', 4.5)).toBe('won');
    expect(settle('first-half-total', 'under', 1.5)).toBe('won');
    expect(settle('both-teams-to-score', 'yes')).toBe('won');
    expect(settle('double-chance', 'home-away')).toBe('lost');
    expect(settle('double-chance', 'draw-away')).toBe('won');
    expect(settle('correct-score', '2-2')).toBe('won');
    expect(settle('correct-score', 'other')).toBe('lost');
    expect(resolve({ sport: 'football', type: 'correct-score' }, 'other', football(5, 0)).kind).toBe('won');
  });

  it('refuses unknown markets, outcomes and lines, and results football cannot have', () => {
    expect(() => settle('total', 'over', 2.25)).toThrow(/cannot be settled at the line/);
    expect(() => settle('total', 'over')).toThrow(/cannot be settled at the line/);
    expect(() => settle('1x2', 'home', 0.5)).toThrow(/has no line/);
    expect(() => settle('1x2', '1')).toThrow(/no outcome '1'/);
    expect(() => settle('correct-score', '5-0')).toThrow(/no outcome/);
    expect(() => settle('corners', 'over', 9.5)).toThrow(/no market 'corners'/);
    const oneHalf: EventResult = { kind: 'score', periods: [{ home: 1, away: 0 }] };
    expect(() => resolve({ sport: 'football', type: '1x2' }, 'home', oneHalf)).toThrow(/2 periods/);
    const overtime: EventResult = { ...football(1, 1), overtime: { home: 1, away: 0 } };
    expect(() => resolve({ sport: 'football', type: '1x2' }, 'home', overtime)).toThrow(/no overtime/);
    const negative = football(-1, 0);
    expect(() => resolve({ sport: 'football', type: '1x2' }, 'home', negative)).toThrow(/non-negative/);
  });
});
