import type { TradingResultShape } from '@casino/contracts';
import { describe, expect, it } from 'vitest';
import { eventOf } from '../../feed/feed.calendar.js';
import { catalogueFor } from '../../feed/feed.catalogue.js';
import { SPORT_KEYS } from '../../feed/feed.sports.js';
import { MARKETS } from '../../markets/markets.catalogue.js';
import type { EventResult } from '../../markets/markets.types.js';
import { resultShapeOf } from './operator.result-shape.js';

const catalogue = catalogueFor('result-shapes');

/** A result a form of the shape would send: the home side (or the first golfer) ahead everywhere. */
function sampleOf(shape: TradingResultShape): EventResult {
  if (shape.kind === 'score')
    return { kind: 'score', periods: Array.from({ length: shape.periods }, () => ({ home: 1, away: 0 })) };
  if (shape.kind === 'sets')
    return { kind: 'sets', sets: Array.from({ length: Math.ceil(shape.bestOf / 2) }, () => ({ home: 11, away: 5 })) };
  const strokes = Object.fromEntries(shape.field.map(({ id }, i) => [id, 270 + i]));
  return { kind: 'field', strokes, winner: shape.field[0]!.id };
}

const readsAll = (sport: (typeof SPORT_KEYS)[number], result: EventResult) =>
  MARKETS[sport].rules.forEach((rule) => MARKETS[sport].read(rule.scope, result));

describe("each sport's result shape", () => {
  it.each(SPORT_KEYS)('%s: a result of its shape is read by every market, another is refused', (sport) => {
    const tournament = catalogue.tournaments.find((candidate) => candidate.sport === sport)!;
    const shape = resultShapeOf(eventOf(catalogue, tournament, 0));
    const sample = sampleOf(shape);
    expect(() => readsAll(sport, sample)).not.toThrow();
    if (sample.kind === 'score') {
      const longer = { ...sample, periods: [...sample.periods, { home: 0, away: 0 }] };
      expect(() => readsAll(sport, longer)).toThrow(RangeError);
      // Level after regular time: overtime is refused, or needed, as the shape says.
      const level: EventResult = { kind: 'score', periods: sample.periods.map(() => ({ home: 1, away: 1 })) };
      const extra: EventResult = { ...level, overtime: { home: 1, away: 0 } };
      if (shape.kind === 'score' && shape.overtime === 'never')
        expect(() => readsAll(sport, extra)).toThrow(RangeError);
      if (shape.kind === 'score' && shape.overtime === 'until-decided') {
        expect(() => readsAll(sport, level)).toThrow(RangeError);
        expect(() => readsAll(sport, extra)).not.toThrow();
      }
    } else {
      expect(() => readsAll(sport, { kind: 'score', periods: [{ home: 1, away: 0 }] })).toThrow(RangeError);
    }
  });

  it('names the field of a golf event, and the format of a sets match', () => {
    const golf = catalogue.tournaments.find((candidate) => candidate.sport === 'golf')!;
    const shape = resultShapeOf(eventOf(catalogue, golf, 3));
    expect(shape.kind === 'field' && shape.field.map((c) => c.id)).toEqual(golf.competitors.map((c) => c.id));
    const tennis = catalogue.tournaments.find((candidate) => candidate.sport === 'tennis')!;
    expect(resultShapeOf(eventOf(catalogue, tennis, 0))).toEqual({ kind: 'sets', bestOf: tennis.bestOf });
  });
});
