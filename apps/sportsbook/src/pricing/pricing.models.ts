import type { FeedEvent, MatchEvent } from '../feed/feed.calendar.js';
import type { Competitor } from '../feed/feed.catalogue.js';
import type { MarketContext } from '../markets/markets.types.js';
import { footballParams, footballScores } from './pricing.football.js';
import { fieldOdds, strokesOf } from './pricing.golf.js';
import { pointsScopes, type PointsParams } from './pricing.normal.js';
import { decideLevel, poissonMatrix } from './pricing.poisson.js';
import { bestOfSets, raceScores, singleWin } from './pricing.rally.js';
import { tennisMatch } from './pricing.tennis.js';
import { normalised, scoresOf, type ScopeDistributions } from './pricing.types.js';

/**
 * Each sport's model, from the competitors' latent strengths and the tournament's base
 * scoring to the distribution of every scope its markets read. The constants below are
 * how many goals, points or rally-wins a unit of strength is worth in each sport.
 */

export interface EventModel {
  context: MarketContext;
  scopes: ScopeDistributions;
  /** Fair probabilities of markets no distribution can list (a field's placings), in the outcomes' order. */
  fieldFair?: (type: string, outcomes: readonly string[]) => number[] | undefined;
}

/** Overall strength: the mean of attack and defence. */
const rating = (competitor: Competitor): number => (competitor.attack + competitor.defence) / 2;
const clamp = (value: number, low: number, high: number): number => Math.min(high, Math.max(low, value));

/** Goals (runs) of a side: log-linear in its attack and the other's defence, the home side favoured. */
function goalMeans(event: MatchEvent, scale: number, home: number): { lambda: number; mu: number } {
  return {
    lambda: event.scoring * Math.exp(scale * (event.home.attack - event.away.defence) + home / 2),
    mu: event.scoring * Math.exp(scale * (event.away.attack - event.home.defence) - home / 2),
  };
}

/**
 * Expected goals (hockey) or runs (baseball) of each side over regular time, and how many
 * per side the score matrix counts. Exported for in-play prices, which scale the same means.
 */
export function goalSportMeans(event: MatchEvent): { lambda: number; mu: number; max: number } {
  if (event.sport === 'ice-hockey') return { ...goalMeans(event, 0.12, 0.1), max: 15 };
  if (event.sport === 'baseball') return { ...goalMeans(event, 0.1, 0.06), max: 25 };
  throw new RangeError(`${event.sport} is not priced from goals or runs`);
}

/** A points sport's margin and total (means from attack and defence, in points per unit of strength). */
export function pointsParamsOf(event: MatchEvent): PointsParams {
  const { home: h, away: a } = event;
  const [scale, home, sds, overtime] = POINTS_SPORTS[event.sport] ?? [];
  if (scale === undefined || home === undefined || sds === undefined) {
    throw new RangeError(`${event.sport} is not priced from points`);
  }
  return {
    marginMean: scale * (h.attack - a.defence - (a.attack - h.defence)) + home,
    marginSd: sds[0],
    totalMean: event.scoring + (scale / 2) * (h.attack + a.attack - h.defence - a.defence),
    totalSd: sds[1],
    overtimeShare: overtime,
  };
}

/** Points per unit of strength, home advantage, sds of margin and total, overtime's share of regular time. */
const POINTS_SPORTS: Partial<Record<string, [number, number, [number, number], number | undefined]>> = {
  basketball: [3.5, 2.5, [12, 16], 5 / 48],
  'american-football': [3, 2, [13.5, 10], 10 / 60],
  handball: [2, 1.5, [5.5, 6], undefined],
};

/** Tennis: each player's probability of winning a point on their own serve (home, away). */
export function servePoints(event: MatchEvent): [number, number] {
  // Serve points won: the tour's base, moved by the server's serve (attack) against the returner's return (defence).
  return [
    clamp(event.scoring + 0.02 * (event.home.attack - event.away.defence), 0.4, 0.85),
    clamp(event.scoring + 0.02 * (event.away.attack - event.home.defence), 0.4, 0.85),
  ];
}

/** Volleyball and table tennis: the home side's probability of winning a rally. */
export function rallyWin(event: MatchEvent): number {
  if (event.sport === 'volleyball')
    return clamp(0.5 + 0.015 * (rating(event.home) - rating(event.away)) + 0.01, 0.3, 0.7);
  return clamp(0.5 + 0.02 * (rating(event.home) - rating(event.away)), 0.3, 0.7);
}

/** E-sport: the home side's probability of winning a map, logistic in the rating gap (no home side in e-sport). */
export function mapWin(event: MatchEvent): number {
  return 1 / (1 + Math.exp(-0.6 * (rating(event.home) - rating(event.away))));
}

/** The points of a volleyball set (four sets to 25, the fifth to 15) or a table tennis game (11). */
export function rallyTarget(sport: string, index: number): number {
  if (sport === 'table-tennis') return 11;
  return index === 4 ? 15 : 25;
}

function matchModel(event: MatchEvent): ScopeDistributions {
  const { home, away } = event;
  switch (event.sport) {
    case 'football': {
      const { fullTime, firstHalf } = footballScores(footballParams(home, away, event.scoring));
      return { 'full-time': fullTime, 'first-half': firstHalf };
    }
    case 'ice-hockey': {
      // Overtime and the shootout go to each side in proportion to its scoring rate.
      const { lambda, mu, max } = goalSportMeans(event);
      const regulation = poissonMatrix(lambda, mu, max);
      const final = decideLevel(regulation, lambda / (lambda + mu));
      return { regulation: normalised(scoresOf(regulation)), final: normalised(scoresOf(final)) };
    }
    case 'baseball': {
      // Extra innings: most are won by a single run, which is what deciding a tie by one does.
      const { lambda, mu, max } = goalSportMeans(event);
      return { final: normalised(scoresOf(decideLevel(poissonMatrix(lambda, mu, max), lambda / (lambda + mu)))) };
    }
    case 'basketball':
    case 'american-football':
    case 'handball':
      return pointsScopes(pointsParamsOf(event));
    case 'tennis': {
      const [pa, pb] = servePoints(event);
      return tennisMatch(pa, pb, event.bestOf ?? 3);
    }
    case 'volleyball':
    case 'table-tennis': {
      const p = rallyWin(event);
      return bestOfSets(event.bestOf ?? 5, (index) => raceScores(p, rallyTarget(event.sport, index)));
    }
    case 'e-sport': {
      const p = mapWin(event);
      return { sets: bestOfSets(event.bestOf ?? 3, () => singleWin(p)).sets };
    }
    case 'golf':
      throw new RangeError('golf is played by a field, not by two sides');
  }
}

/** The model of an event: its scopes' distributions and, for a field, its placings. */
export function modelOf(event: FeedEvent): EventModel {
  if (event.kind === 'match') return { context: { bestOf: event.bestOf }, scopes: matchModel(event) };
  return fieldModel(
    event.field.map((competitor) => competitor.id),
    event.field.map(strokesOf),
  );
}

/** A field's model from each competitor's distribution of total strokes (prematch or in play). */
export function fieldModel(ids: string[], totals: Parameters<typeof fieldOdds>[0]): EventModel {
  const odds = fieldOdds(totals, [5, 10]);
  return {
    context: { field: ids },
    scopes: { 'winning-score': odds.winningScore },
    fieldFair(type, outcomes) {
      const byId = type === 'winner' ? odds.winner : odds.top.get(Number(type.replace('top-', '')));
      if (!byId) return undefined;
      return outcomes.map((id) => byId[ids.indexOf(id)]!);
    },
  };
}
