import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { prematchEvents, type FeedEvent } from '../feed/feed.calendar.js';
import { catalogueFor } from '../feed/feed.catalogue.js';
import { SPORT_KEYS } from '../feed/feed.sports.js';
import { MARKETS, resolve } from '../markets/markets.catalogue.js';
import type { EventResult, Score } from '../markets/markets.types.js';
import { dangerWindows, drawMatch, instantOf, liveConfig, liveState, matchTimeline } from './live.state.js';
import type { LiveConfig, TennisDetail } from './live.types.js';

const catalogue = catalogueFor('live-test');
const upcoming = prematchEvents(catalogue, Date.UTC(2031, 2, 3), 8 * 24 * 3_600_000);
/** The n-th upcoming event of a sport (golf has two a week: counted round). */
function eventOf(sport: string, n = 0): FeedEvent {
  const list = upcoming.filter((e) => e.sport === sport);
  return list[n % list.length]!;
}
const seed = fc.string({ minLength: 1, maxLength: 8 });
/** Every sport's match played in 5 real minutes (golf's four rounds in an hour). */
const fast = (s: string): LiveConfig =>
  liveConfig(s, { playMs: { ...Object.fromEntries(SPORT_KEYS.map((k) => [k, 5 * 60_000])), golf: 3_600_000 } });

const sum = (scores: readonly Score[]) =>
  scores.reduce((a, b) => ({ home: a.home + b.home, away: a.away + b.away }), { home: 0, away: 0 });
/** The main score a result shows: goals or points (overtime included), sets or maps won. */
function scoreOf(result: EventResult): Score {
  if (result.kind === 'score') return sum([...result.periods, ...(result.overtime ? [result.overtime] : [])]);
  if (result.kind === 'sets') {
    return {
      home: result.sets.filter((s) => s.home > s.away).length,
      away: result.sets.filter((s) => s.away > s.home).length,
    };
  }
  return { home: 0, away: 0 };
}

describe('live state is a pure function of (event, seed, time)', () => {
  it('gives the same state at any instant whatever the order of the questions, and a fresh draw agrees', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...SPORT_KEYS),
        seed,
        fc.array(fc.double({ min: -0.1, max: 1.1, noNaN: true }), { minLength: 2, maxLength: 8 }),
        (sport, s, shares) => {
          const event = eventOf(sport, 1);
          const config = fast(s);
          const instants = shares.map((share) => event.startsAt + Math.round(share * 5 * 60_000));
          const forward = instants.map((t) => liveState(event, config, t));
          const backward = [...instants]
            .reverse()
            .map((t) => liveState(event, config, t))
            .reverse();
          expect(backward).toEqual(forward);
          // Another process: no cache, the match drawn again from the seed alone.
          expect(drawMatch(event, s)).toEqual(matchTimeline(event, s));
        },
      ),
      { numRuns: 30 },
    );
  });

  it('plays another match under another seed', () => {
    const event = eventOf('tennis');
    expect(drawMatch(event, 'one').snapshots.map((x) => x.detail)).not.toEqual(
      drawMatch(event, 'two').snapshots.map((x) => x.detail),
    );
  });

  it('moves clocks and scores forward only, from not started through in play to finished', () => {
    const phases = ['not-started', 'in-play', 'finished'];
    fc.assert(
      fc.property(fc.constantFrom(...SPORT_KEYS), seed, (sport, s) => {
        const event = eventOf(sport, 2);
        const config = fast(s);
        const window = config.playMs![sport]!;
        let previous = liveState(event, config, event.startsAt - 1);
        expect(previous.phase).toBe('not-started');
        for (let step = 0; step <= 200; step++) {
          const state = liveState(event, config, event.startsAt + Math.round((step / 200) * window));
          expect(phases.indexOf(state.phase)).toBeGreaterThanOrEqual(phases.indexOf(previous.phase));
          expect(state.clock.elapsed).toBeGreaterThanOrEqual(previous.clock.elapsed);
          if (state.phase !== 'finished') expect(state.clock.period).toBeGreaterThanOrEqual(previous.clock.period);
          expect(state.score.home).toBeGreaterThanOrEqual(previous.score.home);
          expect(state.score.away).toBeGreaterThanOrEqual(previous.score.away);
          if (sport === 'golf' && state.detail.kind === 'field' && previous.detail.kind === 'field') {
            for (const [id, strokes] of Object.entries(state.detail.strokes))
              expect(strokes).toBeGreaterThanOrEqual(previous.detail.strokes[id]!);
          }
          previous = state;
        }
        expect(previous.phase).toBe('finished');
      }),
      { numRuns: 22 },
    );
  });

  it('finishes every match within its play window, on a result every market of its sport settles', () => {
    fc.assert(
      fc.property(fc.constantFrom(...SPORT_KEYS), seed, fc.nat({ max: 5 }), (sport, s, n) => {
        const event = eventOf(sport, n);
        const config = fast(s);
        // Repeated basketball overtimes may run past the window; anything else ends inside it.
        const end = liveState(
          event,
          config,
          event.startsAt + config.playMs![sport]! * (sport === 'basketball' ? 1.2 : 1),
        );
        expect(end.phase).toBe('finished');
        const result = end.result!;
        expect(end.score).toEqual(scoreOf(result));
        if (result.kind === 'sets' && end.detail.kind !== 'field') {
          expect(end.detail.kind === 'tennis' || end.detail.kind === 'sets' ? end.detail.sets : []).toEqual(
            result.sets,
          );
        }
        const context = result.kind === 'field' ? { field: Object.keys(result.strokes) } : { bestOf: event.bestOf };
        for (const rule of MARKETS[sport].rules) {
          const spec = rule.lines(context);
          const line = spec.kind === 'none' ? undefined : spec.kind === 'fixed' ? spec.values[0] : 0.5;
          const market = line === undefined ? { sport, type: rule.type } : { sport, type: rule.type, line };
          for (const outcome of rule.outcomes(context)) expect(() => resolve(market, outcome, result)).not.toThrow();
        }
      }),
      { numRuns: 60 },
    );
  });
});

describe('dangerous moments', () => {
  it('suspend exactly from beforeMs before a goal to afterMs after it, the goal changing the score at its instant', () => {
    const config = liveConfig('goals', {
      playMs: { football: 10 * 60_000 },
      suspension: { beforeMs: 3_000, afterMs: 10_000 },
    });
    const event = upcoming
      .filter((e) => e.sport === 'football')
      .find((e) => matchTimeline(e, 'goals').snapshots.length >= 2)!;
    const timeline = matchTimeline(event, 'goals');
    const windows = dangerWindows(event, config);
    expect(windows).toHaveLength(timeline.snapshots.length);
    timeline.snapshots.forEach((goal, i) => {
      const instant = instantOf(event, config, timeline, goal.at);
      expect(windows[i]).toEqual({ from: instant - 3_000, to: instant + 10_000 });
      const goalAt = Math.ceil(instant);
      expect(liveState(event, config, goalAt).score).not.toEqual(liveState(event, config, goalAt - 1).score);
    });
    const inAny = (t: number) => windows.some((w) => w.from <= t && t < w.to);
    for (const { from, to } of windows) {
      for (const t of [Math.ceil(from) - 1, Math.ceil(from), Math.ceil(to) - 1, Math.ceil(to)]) {
        expect(liveState(event, config, t).suspended, `at ${t - event.startsAt} ms`).toBe(inAny(t));
      }
    }
    expect(inAny(Math.ceil(windows[0]!.from))).toBe(true);
    expect(liveState(event, config, event.startsAt).suspended).toBe(windows[0]!.from <= event.startsAt);
  });

  it('suspend tennis around the points played at a break point or a set point, and only those', () => {
    const config = fast('breaks');
    const event = eventOf('tennis');
    const timeline = matchTimeline(event, 'breaks');
    const dangerous = timeline.snapshots.filter((x) => x.danger);
    expect(dangerous.length).toBeGreaterThan(0);
    timeline.snapshots.forEach((point, i) => {
      const before = (i === 0 ? timeline.initial : timeline.snapshots[i - 1]!.detail) as TennisDetail;
      const server = before.server ?? 'home';
      const receiver = server === 'home' ? 'away' : 'home';
      const breakPoint =
        !before.tiebreak && before.points[receiver] >= 3 && before.points[receiver] > before.points[server];
      const after = point.detail as TennisDetail;
      // A set point: the point's winner took the set with it, or would have.
      const setPoint =
        after.sets.length > before.sets.length ||
        (['home', 'away'] as const).some((side) => {
          const won = structuredClone(before);
          return wouldWinSet(won, side);
        });
      expect(point.danger, `point ${i + 1}`).toBe(breakPoint || setPoint);
    });
    expect(liveState(event, config, Math.ceil(dangerWindows(event, config)[0]!.from)).suspended).toBe(true);
  });
});

/** Whether `side` winning the next point from `d` ends the set (an independent reading of the rules). */
function wouldWinSet(d: TennisDetail, side: 'home' | 'away'): boolean {
  const other = side === 'home' ? 'away' : 'home';
  const mine = d.points[side] + 1;
  const theirs = d.points[other];
  if (d.tiebreak) return mine >= 7 && mine - theirs >= 2;
  if (!(mine >= 4 && mine - theirs >= 2)) return false;
  const games = d.games[side] + 1;
  return (games >= 6 && games - d.games[other] >= 2) || games === 7;
}

/** A legal tennis score: finished sets won 6-0..6-4, 7-5 or 7-6, the set in play short of its end, the game too. */
function legalTennis(d: TennisDetail, bestOf: number): string | undefined {
  const need = Math.ceil(bestOf / 2);
  let home = 0;
  let away = 0;
  for (const set of d.sets) {
    const [w, l] = [Math.max(set.home, set.away), Math.min(set.home, set.away)];
    if (!((w === 6 && l <= 4) || (w === 7 && (l === 5 || l === 6)))) return `set ${set.home}-${set.away}`;
    if (home === need || away === need) return 'a set after the match was won';
    if (set.home > set.away) home += 1;
    else away += 1;
  }
  const over = home === need || away === need;
  const { games: g, points: p } = d;
  if (over) return g.home + g.away + p.home + p.away === 0 && !d.server ? undefined : 'play after match point';
  if (g.home > 6 || g.away > 6 || (Math.max(g.home, g.away) === 6 && Math.abs(g.home - g.away) >= 2))
    return `games ${g.home}-${g.away}`;
  if (d.tiebreak !== (g.home === 6 && g.away === 6)) return 'a tie-break at other than 6-6';
  const target = d.tiebreak ? 7 : 4;
  if (Math.max(p.home, p.away) >= target && Math.abs(p.home - p.away) >= 2) return `points ${p.home}-${p.away}`;
  // Past deuce the points stay within one of each other.
  if (Math.min(p.home, p.away) >= target - 1 && Math.abs(p.home - p.away) > 1) return `points ${p.home}-${p.away}`;
  if (d.tiebreak && d.server !== undefined && d.tiebreakFirst !== undefined) {
    const n = p.home + p.away;
    const first = Math.floor((n + 1) / 2) % 2 === 0;
    if ((d.server === d.tiebreakFirst) !== first) return `the wrong server at tie-break point ${n}`;
  }
  return undefined;
}

describe('tennis', () => {
  it('is always a legal score, point by point, in three and five sets', () => {
    const tennis = upcoming.filter((e) => e.sport === 'tennis');
    const five = tennis.find((e) => e.bestOf === 5)!;
    fc.assert(
      fc.property(fc.constantFrom(tennis[0]!, five), seed, (event, s) => {
        const timeline = matchTimeline(event, s);
        let previousServer: string | undefined;
        let previousGames = -1;
        for (const { detail } of timeline.snapshots) {
          const d = detail as TennisDetail;
          expect(legalTennis(d, event.bestOf ?? 3)).toBeUndefined();
          // Serve alternates game by game outside tie-breaks.
          const games = d.sets.reduce((n, set) => n + set.home + set.away, 0) + d.games.home + d.games.away;
          if (!d.tiebreak && d.server && previousServer && games === previousGames + 1)
            expect(d.server).not.toBe(previousServer);
          if (!d.tiebreak && games === previousGames) expect(d.server).toBe(previousServer);
          previousServer = d.tiebreak ? d.tiebreakFirst : d.server;
          previousGames = games;
        }
      }),
      { numRuns: 20 },
    );
  });
});
