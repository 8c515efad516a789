import { describe, expect, it } from 'vitest';
import { prematchEvents, type MatchEvent } from '../feed/feed.calendar.js';
import { catalogueFor } from '../feed/feed.catalogue.js';
import type { Score } from '../markets/markets.types.js';
import { pointsParamsOf } from '../pricing/pricing.models.js';
import { drawMatch } from './live.state.js';

/** A week of events of each of a few catalogues: some hundreds of games of each points sport. */
const events = ['a', 'b', 'c'].flatMap((name) =>
  prematchEvents(catalogueFor(`points-${name}`), Date.UTC(2031, 2, 3), 8 * 24 * 3_600_000),
);
const total = (scores: readonly Score[]) =>
  scores.reduce((a, b) => ({ home: a.home + b.home, away: a.away + b.away }), { home: 0, away: 0 });

/** Mean and standard deviation of the drawn regular-time values' distances from the model's means. */
function spread(values: number[]) {
  const mean = values.reduce((a, b) => a + b, 0) / values.length;
  const sd = Math.sqrt(values.reduce((a, b) => a + (b - mean) ** 2, 0) / values.length);
  return { mean, sd };
}

describe('points games as the feed plays them out', () => {
  it.each(['basketball', 'american-football', 'handball'])(
    '%s: regular time ends with the margin and total its prices were made from',
    (sport) => {
      const games = events.filter((event): event is MatchEvent => event.sport === sport && event.kind === 'match');
      const margins: number[] = [];
      const totals: number[] = [];
      for (const event of games)
        for (const seed of ['1', '2', '3', '4', '5', '6', '7', '8']) {
          const params = pointsParamsOf(event);
          const result = drawMatch(event, seed).result;
          if (result.kind !== 'score') throw new Error(`${sport} ends with a score`);
          const { home, away } = total(result.periods);
          margins.push(home - away - params.marginMean);
          totals.push(home + away - params.totalMean);
        }
      // The spreads are the sport's; the means are each game's own.
      const { marginSd, totalSd } = pointsParamsOf(games[0]!);
      expect(margins.length).toBeGreaterThan(500);
      const margin = spread(margins);
      const points = spread(totals);
      // The draws are named hashes: these figures are fixed, and the bounds are those of the model.
      expect(Math.abs(margin.mean)).toBeLessThan((4 * marginSd) / Math.sqrt(margins.length));
      expect(Math.abs(points.mean)).toBeLessThan((4 * totalSd) / Math.sqrt(totals.length) + 0.5);
      expect(margin.sd / marginSd).toBeGreaterThan(0.9);
      expect(margin.sd / marginSd).toBeLessThan(1.1);
      expect(points.sd / totalSd).toBeGreaterThan(0.88);
      expect(points.sd / totalSd).toBeLessThan(1.1);
    },
  );
});
