import type { EVENT_STATES } from '@casino/contracts';
import type { FeedEvent } from '../../feed/feed.calendar.js';
import type { LiveState } from '../../live/live.state.js';
import { MARKETS } from '../../markets/markets.catalogue.js';
import type { Score } from '../../markets/markets.types.js';
import type { EventView } from '../book/book.service.js';

/**
 * An event's offer in language-neutral terms: ids, statuses, odds in thousandths, scores.
 * It is what the live stream publishes (one row serves every instance and language) and
 * what an instance holds of the live events; names are added per language when a client
 * is answered (feed.present.ts).
 */

export type EventState = (typeof EVENT_STATES)[number];

export interface LiveNeutral {
  phase: LiveState['phase'];
  score: Score;
  period: number;
  /** The simulator's clock label (English; translated when presented); empty before kick-off. */
  clock: string;
  /** Units of the sport's clock, to a tenth (a football minute moves it every 6 s). */
  elapsed: number;
  periods: Score[];
  suspended: boolean;
  server?: 'home' | 'away';
  points?: Score;
}

/** An outcome and its odds in thousandths (1850 is 1.85). */
export type OutcomePrice = [outcome: string, odds: number];

export interface MarketNeutral {
  /** The market's id within its event ("total:2.5"). */
  id: string;
  /** Closed stands for anything no longer offered (decided, or off the ladder): sent once, with no outcomes. */
  status: 'open' | 'suspended' | 'closed';
  outcomes: OutcomePrice[];
}

export interface EventNeutral {
  id: string;
  state: EventState;
  live: LiveNeutral;
  /** The markets offered (open or suspended); in a change, those that changed. */
  markets: MarketNeutral[];
}

/** The event's main market (1X2, match winner, moneyline, golf's winner): its sport's first market type. */
export function mainMarketId(sport: FeedEvent['sport']): string {
  return MARKETS[sport].rules[0]!.type;
}

const tenth = (value: number) => Math.floor(value * 10 + 1e-9) / 10;

function periodsOf(event: FeedEvent, state: LiveState): Score[] {
  const { detail, phase, clock } = state;
  if (phase === 'not-started') return [];
  const inPlay = phase === 'in-play';
  switch (detail.kind) {
    case 'football':
      return inPlay && clock.period < 1 ? [detail.halves[0]] : [...detail.halves];
    case 'periods': {
      const played = inPlay ? detail.periods.slice(0, clock.period + 1) : detail.periods;
      return detail.overtime ? [...played, detail.overtime] : [...played];
    }
    case 'tennis':
      return inPlay ? [...detail.sets, detail.games] : [...detail.sets];
    case 'sets':
      // A map is played whole: e-sport has no score within the map in play.
      return inPlay && event.sport !== 'e-sport' ? [...detail.sets, detail.current] : [...detail.sets];
    case 'field':
      return [];
  }
}

export function liveNeutral(event: FeedEvent, state: LiveState): LiveNeutral {
  const started = state.phase !== 'not-started';
  const live: LiveNeutral = {
    phase: state.phase,
    score: { ...state.score },
    period: started ? Math.max(0, state.clock.period) : 0,
    clock: started ? state.clock.label : '',
    elapsed: started ? tenth(state.clock.elapsed) : 0,
    periods: periodsOf(event, state).map((score) => ({ home: score.home, away: score.away })),
    suspended: state.suspended,
  };
  if (state.detail.kind === 'tennis' && state.phase === 'in-play') {
    if (state.detail.server) live.server = state.detail.server;
    live.points = { ...state.detail.points };
  }
  return live;
}

/** The book's view of an event, neutral: only the markets offered (open or suspended). */
export function neutralOf(view: EventView): EventNeutral {
  const markets: MarketNeutral[] = [];
  for (const market of view.markets) {
    if (market.status !== 'open' && market.status !== 'suspended') continue;
    markets.push({
      id: market.key,
      status: market.status,
      outcomes: market.outcomes.map((outcome): OutcomePrice => [outcome.outcome, outcome.odds]),
    });
  }
  return { id: view.event.id, state: view.state, live: liveNeutral(view.event, view.live), markets };
}

const signature = (market: MarketNeutral) =>
  `${market.status}|${market.outcomes.map(([outcome, odds]) => `${outcome}:${odds}`).join(',')}`;

const sameLive = (a: LiveNeutral, b: LiveNeutral) => JSON.stringify(a) === JSON.stringify(b);

/**
 * What changed from `before` to `after` (same event): its state and clock when they moved,
 * the markets whose status or prices moved, and those no longer offered as closed.
 * Undefined when nothing did.
 */
export function changeOf(before: EventNeutral | undefined, after: EventNeutral): EventNeutral | undefined {
  if (!before) return after;
  const old = new Map(before.markets.map((market) => [market.id, signature(market)]));
  const markets: MarketNeutral[] = [];
  for (const market of after.markets) {
    if (old.get(market.id) !== signature(market)) markets.push(market);
    old.delete(market.id);
  }
  for (const id of old.keys()) markets.push({ id, status: 'closed', outcomes: [] });
  if (markets.length === 0 && before.state === after.state && sameLive(before.live, after.live)) return undefined;
  return { id: after.id, state: after.state, live: after.live, markets };
}

/** The event after a change: its markets merged, the closed ones dropped. */
export function applyChange(before: EventNeutral | undefined, change: EventNeutral): EventNeutral {
  const markets = new Map((before?.markets ?? []).map((market) => [market.id, market]));
  for (const market of change.markets) {
    if (market.status === 'closed') markets.delete(market.id);
    else markets.set(market.id, market);
  }
  // Markets already known stay in place, new ones follow: presenting sorts them in the catalogue's order.
  return { id: change.id, state: change.state, live: change.live, markets: [...markets.values()] };
}
