import { describe, expect, it } from 'vitest';
import { prematchEvents, type FeedEvent } from '../feed/feed.calendar.js';
import { catalogueFor } from '../feed/feed.catalogue.js';
import { SPORT_KEYS } from '../feed/feed.sports.js';
import { resolve } from '../markets/markets.catalogue.js';
import { priceEvent } from '../pricing/pricing.event.js';
import { LADDER } from '../pricing/pricing.ladder.js';
import { liveMarkets, type LiveMarket } from './live.markets.js';
import { dangerWindows, instantOf, liveConfig, liveState, matchTimeline } from './live.state.js';
import type { LiveConfig } from './live.types.js';

const catalogue = catalogueFor('live-markets-test');
const upcoming = prematchEvents(catalogue, Date.UTC(2032, 5, 1), 8 * 24 * 3_600_000);
const first = (sport: string): FeedEvent => upcoming.find((e) => e.sport === sport)!;
const config: LiveConfig = liveConfig('markets', {
  playMs: { ...Object.fromEntries(SPORT_KEYS.map((k) => [k, 6 * 60_000])), golf: 3_600_000 },
});
const fair = (market: LiveMarket | undefined, outcome: string) =>
  market?.outcomes.find((o) => o.outcome === outcome)?.fair;
const byKey = (markets: LiveMarket[], key: string) => markets.find((m) => m.key === key);

describe('in-play prices', () => {
  it('at kick-off are the prematch prices of every market, within the ladder rounding', () => {
    for (const sport of SPORT_KEYS) {
      const event = first(sport);
      const before = priceEvent(event, { margin: config.margin });
      const { state, markets } = liveMarkets(event, config, event.startsAt);
      expect(state.phase, sport).toBe('in-play');
      expect(markets.map((m) => m.key)).toEqual(before.map((m) => m.key));
      markets.forEach((live, i) => {
        expect(live.status, `${sport} ${live.key}`).toBe(state.suspended ? 'suspended' : 'open');
        live.outcomes.forEach((o, j) => {
          const then = before[i]!.outcomes[j]!;
          expect(o.outcome).toBe(then.outcome);
          expect(o.fair).toBeCloseTo(then.fair, 9);
          expect(
            Math.abs(LADDER.indexOf(o.odds) - LADDER.indexOf(then.odds)),
            `${sport} ${live.key} ${o.outcome}`,
          ).toBeLessThanOrEqual(1);
        });
      });
    }
  });

  it('close only decided markets, each outcome as the final result settles it, and close every market at the end', () => {
    for (const sport of SPORT_KEYS.filter((s) => s !== 'golf')) {
      const event = first(sport);
      const timeline = matchTimeline(event, config.seed);
      const end = instantOf(event, config, timeline, timeline.end);
      const result = timeline.result;
      let closedBeforeEnd = 0;
      for (const share of [0.3, 0.6, 0.9, 0.99]) {
        const { markets } = liveMarkets(event, config, Math.floor(event.startsAt + share * (end - event.startsAt)));
        for (const m of markets) {
          for (const { outcome, leg } of m.settled)
            expect(leg, `${sport} ${m.key} ${outcome} at ${share}`).toEqual(resolve(m.market, outcome, result));
          if (m.status === 'closed') closedBeforeEnd += 1;
        }
      }
      const { state, markets } = liveMarkets(event, config, Math.ceil(end));
      expect(state.phase).toBe('finished');
      expect(state.result).toEqual(result);
      for (const m of markets) {
        expect(m.status).toBe('closed');
        expect(m.settled.map((s) => s.outcome).sort()).toEqual(
          priceEvent(event)
            .find((p) => p.key === m.key)!
            .outcomes.map((o) => o.outcome)
            .sort(),
        );
      }
      if (sport === 'tennis' || sport === 'e-sport') expect(closedBeforeEnd, sport).toBeGreaterThan(0);
    }
  });

  it('move the right way after a football goal: the scorer likelier to win, more goals likelier, over 0.5 won', () => {
    const event = upcoming
      .filter((e) => e.sport === 'football')
      .find((e) => matchTimeline(e, config.seed).snapshots.length > 0)!;
    const timeline = matchTimeline(event, config.seed);
    const goal = timeline.snapshots[0]!;
    const scorer =
      goal.detail.kind === 'football' && goal.detail.halves[0].home + goal.detail.halves[1].home > 0 ? 'home' : 'away';
    const instant = Math.ceil(instantOf(event, config, timeline, goal.at));
    const before = liveMarkets(event, config, instant - 1).markets;
    const after = liveMarkets(event, config, instant).markets;
    expect(fair(byKey(after, '1x2'), scorer)!).toBeGreaterThan(fair(byKey(before, '1x2'), scorer)!);
    expect(fair(byKey(after, 'total:2.5'), 'over')!).toBeGreaterThan(fair(byKey(before, 'total:2.5'), 'over')!);
    expect(byKey(before, 'total:0.5')!.status).not.toBe('closed');
    expect(byKey(after, 'total:0.5')!.status).toBe('closed');
    expect(byKey(after, 'total:0.5')!.settled).toEqual([
      { outcome: 'over', leg: { kind: 'won' } },
      { outcome: 'under', leg: { kind: 'lost' } },
    ]);
    // The correct score 0-0 can no longer win: settled lost, the other scores still priced.
    const correct = byKey(after, 'correct-score')!;
    expect(correct.settled).toContainEqual({ outcome: '0-0', leg: { kind: 'lost' } });
    expect(correct.outcomes.length).toBeGreaterThan(0);
  });

  it('drift with time alone: with no goal, goals get less likely as the clock runs', () => {
    const event = upcoming
      .filter((e) => e.sport === 'football')
      .find((e) => (matchTimeline(e, config.seed).snapshots[0]?.at ?? 200) > 50)!;
    const overs = [0, 0.15, 0.3].map((share) =>
      fair(byKey(liveMarkets(event, config, event.startsAt + share * 6 * 60_000).markets, 'total:1.5'), 'over')!,
    );
    expect(overs[1]!).toBeLessThan(overs[0]!);
    expect(overs[2]!).toBeLessThan(overs[1]!);
  });

  it('are suspended exactly inside the dangerous windows and open again after them', () => {
    const event = first('tennis');
    const [window] = dangerWindows(event, config);
    const marketsAt = (t: number) => liveMarkets(event, config, t);
    const inside = marketsAt(Math.ceil(window!.from));
    expect(inside.state.suspended).toBe(true);
    expect(inside.markets.filter((m) => m.status === 'open')).toEqual([]);
    expect(inside.markets.some((m) => m.status === 'suspended')).toBe(true);
    const windows = dangerWindows(event, config);
    const outside = [Math.ceil(window!.from) - 1, Math.ceil(window!.to)].filter(
      (t) => !windows.some((w) => w.from <= t && t < w.to),
    );
    expect(outside.length).toBeGreaterThan(0);
    for (const t of outside) {
      const { state, markets } = marketsAt(t);
      expect(state.suspended).toBe(false);
      expect(markets.filter((m) => m.status === 'suspended')).toEqual([]);
    }
    expect(liveState(event, config, Math.ceil(window!.to) - 1).suspended).toBe(true);
  });
});
