import type { FeedEvent, MatchEvent } from '../feed/feed.calendar.js';
import type { Competitor } from '../feed/feed.catalogue.js';
import type { MarketContext } from '../markets/markets.types.js';
import { footballParams, footballScores } from './pricing.football.js';
import { fieldOdds, strokesOf } from './pricing.golf.js';
import { pointsScopes } from './pricing.normal.js';
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

/** A points sport: margin and total means from attack and defence, in points per unit of strength. */
function pointsModel(event: MatchEvent, scale: number, home: number, sds: [number, number], overtime?: number) {
  const { home: h, away: a } = event;
  return pointsScopes({
    marginMean: scale * (h.attack - a.defence - (a.attack - h.defence)) + home,
    marginSd: sds[0],
    totalMean: event.scoring + (scale / 2) * (h.attack + a.attack - h.defence - a.defence),
    totalSd: sds[1],
    overtimeShare: overtime,
  });
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
      const { lambda, mu } = goalMeans(event, 0.12, 0.1);
      const regulation = poissonMatrix(lambda, mu, 15);
      const final = decideLevel(regulation, lambda / (lambda + mu));
      return { regulation: normalised(scoresOf(regulation)), final: normalised(scoresOf(final)) };
    }
    case 'baseball': {
      // Extra innings: most are won by a single run, which is what deciding a tie by one does.
      const { lambda, mu } = goalMeans(event, 0.1, 0.06);
      return { final: normalised(scoresOf(decideLevel(poissonMatrix(lambda, mu, 25), lambda / (lambda + mu)))) };
    }
    case 'basketball':
      return pointsModel(event, 3.5, 2.5, [12, 16], 5 / 48);
    case 'american-football':
      return pointsModel(event, 3, 2, [13.5, 10], 10 / 60);
    case 'handball':
      return pointsModel(event, 2, 1.5, [5.5, 6]);
    case 'tennis': {
      // Serve points won: the tour's base, moved by the server's serve (attack) against the returner's return (defence).
      const pa = clamp(event.scoring + 0.02 * (home.attack - away.defence), 0.4, 0.85);
      const pb = clamp(event.scoring + 0.02 * (away.attack - home.defence), 0.4, 0.85);
      return tennisMatch(pa, pb, event.bestOf ?? 3);
    }
    case 'volleyball': {
      const p = clamp(0.5 + 0.015 * (rating(home) - rating(away)) + 0.01, 0.3, 0.7);
      // Four sets to 25, the fifth to 15.
      return bestOfSets(event.bestOf ?? 5, (index) => raceScores(p, index === 4 ? 15 : 25));
    }
    case 'table-tennis': {
      const p = clamp(0.5 + 0.02 * (rating(home) - rating(away)), 0.3, 0.7);
      return bestOfSets(event.bestOf ?? 5, () => raceScores(p, 11));
    }
    case 'e-sport': {
      // A map is won with a logistic probability of the rating gap; no home side in e-sport.
      const p = 1 / (1 + Math.exp(-0.6 * (rating(home) - rating(away))));
      return { sets: bestOfSets(event.bestOf ?? 3, () => singleWin(p)).sets };
    }
    case 'golf':
      throw new RangeError('golf is played by a field, not by two sides');
  }
}

/** The model of an event: its scopes' distributions and, for a field, its placings. */
export function modelOf(event: FeedEvent): EventModel {
  if (event.kind === 'match') return { context: { bestOf: event.bestOf }, scopes: matchModel(event) };
  const ids = event.field.map((competitor) => competitor.id);
  const odds = fieldOdds(event.field.map(strokesOf), [5, 10]);
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
