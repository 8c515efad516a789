import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { prematchEvents, type FeedEvent } from '../feed/feed.calendar.js';
import { catalogueFor } from '../feed/feed.catalogue.js';
import { SPORT_KEYS } from '../feed/feed.sports.js';
import { MARKETS } from '../markets/markets.catalogue.js';
import { priceEvent, type PricedMarket } from './pricing.event.js';
import { LADDER, LADDER_MAX, nextRung } from './pricing.ladder.js';
import { applyMargin } from './pricing.margin.js';

const catalogue = catalogueFor('pricing-test');
const instant = fc.integer({ min: Date.UTC(2020, 0, 1), max: Date.UTC(2050, 0, 1) });
const rungs = new Set(LADDER);

/** One event of each match sport kicking off after `now` (golf's field is priced in its own test: it is slow). */
function oneOfEach(now: number): FeedEvent[] {
  const events = prematchEvents(catalogue, now, 24 * 3_600_000);
  return SPORT_KEYS.filter((sport) => sport !== 'golf').map((sport) => events.find((event) => event.sport === sport)!);
}

/** Every broken promise of a priced market, as text (empty when it keeps them all). */
function faults(market: PricedMarket, margin: number): string[] {
  const found: string[] = [];
  const name = `${market.market.sport} ${market.key}`;
  const fairSum = market.outcomes.reduce((sum, { fair }) => sum + fair, 0);
  if (Math.abs(fairSum - market.coverage) > 1e-9) found.push(`${name}: fair probabilities sum to ${fairSum}`);
  const target = market.coverage * (1 + margin);
  const implied = applyMargin(
    market.outcomes.map(({ fair }) => fair),
    market.coverage,
    margin,
  )!;
  let offered = 0; // the implied probabilities of the offered odds
  let justBelow = 0; // those of the next rungs up, which the margined prices fell short of
  market.outcomes.forEach(({ outcome, fair, odds }, i) => {
    if (!rungs.has(odds)) found.push(`${name} ${outcome}: ${odds} is not a rung`);
    if (odds / 1000 > 1 / fair) found.push(`${name} ${outcome}: ${odds} pays more than the fair ${1 / fair}`);
    // Rounded down: at or below the margined price, and the next rung above it.
    if (odds > 1000 / implied[i]! || (odds < LADDER_MAX && nextRung(odds)! <= 1000 / implied[i]!)) {
      found.push(`${name} ${outcome}: ${odds} is not the rung below ${1000 / implied[i]!}`);
    }
    offered += 1000 / odds;
    justBelow += odds < LADDER_MAX ? 1000 / nextRung(odds)! : 0;
  });
  if (offered < target - 1e-9) found.push(`${name}: implied probabilities sum to ${offered} < ${target}`);
  if (justBelow > target + 1e-9) found.push(`${name}: rounding took ${offered - target}, more than a rung`);
  return found;
}

describe('prices of every sport', () => {
  it('sum each market to 1 + margin within the ladder rounding, never above the fair odds', () => {
    fc.assert(
      fc.property(instant, fc.double({ min: 0, max: 0.15, noNaN: true }), (now, margin) => {
        const found = oneOfEach(now).flatMap((event) =>
          priceEvent(event, { margin }).flatMap((m) => faults(m, margin)),
        );
        expect(found).toEqual([]);
      }),
      { numRuns: 10 },
    );
  });

  it('prices golf fields the same way, top-N markets summing to N × (1 + margin)', () => {
    const golf = prematchEvents(catalogue, Date.UTC(2031, 2, 3), 8 * 24 * 3_600_000).find((e) => e.sport === 'golf')!;
    const markets = priceEvent(golf);
    expect(markets.map((m) => m.key)).toEqual(expect.arrayContaining(['winner', 'top-5', 'top-10']));
    expect(markets.find((m) => m.key === 'top-5')!.coverage).toBe(5);
    expect(markets.flatMap((m) => faults(m, 0.06))).toEqual([]);
  });

  it('offers every sport its main markets, from the model alone: the same prices every time', () => {
    const events = oneOfEach(Date.UTC(2032, 6, 1, 9));
    for (const event of events) {
      const markets = priceEvent(event);
      expect(priceEvent(event)).toEqual(markets);
      const types = new Set(markets.map((m) => m.market.type));
      // Every market type of the sport is offered at some line, except lines a mismatch prices off the ladder.
      const missing = MARKETS[event.sport].rules.filter((rule) => !types.has(rule.type)).map((rule) => rule.type);
      expect(missing, event.sport).toEqual([]);
    }
  });
});

describe('football prices come from one score matrix', () => {
  const event = oneOfEach(Date.UTC(2033, 1, 1))[0]!;
  const fair = new Map<string, number>(
    priceEvent(event, { margin: 0 }).flatMap((m) => m.outcomes.map((o) => [`${m.key} ${o.outcome}`, o.fair])),
  );
  const p = (key: string) => fair.get(key)!;

  it('agrees between 1X2, double chance, draw no bet and Asian lines', () => {
    expect(event.sport).toBe('football');
    expect(p('double-chance home-draw')).toBeCloseTo(p('1x2 home') + p('1x2 draw'), 12);
    expect(p('double-chance draw-away')).toBeCloseTo(p('1x2 draw') + p('1x2 away'), 12);
    expect(p('asian-handicap:-0.5 home')).toBeCloseTo(p('1x2 home'), 12);
    // Level ball (0) is draw no bet: the draw returns the stake.
    expect(p('asian-handicap:0 home')).toBeCloseTo(p('1x2 home') / (1 - p('1x2 draw')), 12);
    // −0.25: half the stake on level ball, half on −0.5; the fair price makes both halves break even together.
    const h = p('1x2 home');
    const d = p('1x2 draw');
    expect(p('asian-handicap:-0.25 home')).toBeCloseTo(h / (1 - d / 2), 12);
  });

  it('agrees between totals and correct scores', () => {
    const upTo2 = ['0-0', '1-0', '0-1', '2-0', '1-1', '0-2'].reduce((sum, s) => sum + p(`correct-score ${s}`), 0);
    expect(p('total:2.5 under')).toBeCloseTo(upTo2, 12);
    expect(p('total:0.5 under')).toBeCloseTo(p('correct-score 0-0'), 12);
  });
});
