import type { LegOutcome } from '../settlement/leg-outcome.js';
import { linesAround, overUnder } from './markets.rules.js';
import type { EventResult, MarketContext, MarketRule, SportMarkets } from './markets.types.js';

/**
 * Golf: a field of competitors placed by their strokes over four rounds (there is no cut:
 * every competitor plays all four). The winner market follows the play-off, so it has no
 * dead heat. A top-N finish does: competitors tied across the N-th place share the places
 * left, each leg winning at its odds on places ÷ tied of its stake (three tied for 5th in a
 * top 5: a third each). This is the one market of the catalogue with dead heats, which is
 * why golf is here.
 */

export interface FieldView {
  strokes: Readonly<Record<string, number>>;
  winner: string;
}

function competitor(context: MarketContext): readonly string[] {
  return context.field ?? [];
}

function checkInField(type: string, outcome: string, view: FieldView): void {
  if (!(outcome in view.strokes)) throw new RangeError(`${type}: '${outcome}' is not in the field`);
}

const winnerRule: MarketRule<FieldView> = {
  type: 'winner',
  scope: 'field',
  lines: () => ({ kind: 'none' }),
  acceptsLine: () => false,
  outcomes: competitor,
  coverage: () => 1,
  settle(outcome, view) {
    checkInField('winner', outcome, view);
    return { kind: outcome === view.winner ? 'won' : 'lost' };
  },
};

/** The dead-heat settlement of a top-N selection, from the competitors ahead of it and level with it. */
export function topSettle(places: number, ahead: number, level: number): LegOutcome {
  if (ahead >= places) return { kind: 'lost' };
  const share = Math.min(1, (places - ahead) / (level + 1));
  return share === 1 ? { kind: 'won' } : { kind: 'dead-heat', share };
}

function topRule(places: number): MarketRule<FieldView> {
  const type = `top-${places}`;
  return {
    type,
    scope: 'field',
    lines: () => ({ kind: 'none' }),
    acceptsLine: () => false,
    outcomes: competitor,
    coverage: (context) => Math.min(places, competitor(context).length),
    settle(outcome, view) {
      checkInField(type, outcome, view);
      const own = view.strokes[outcome]!;
      let ahead = 0;
      let level = 0;
      for (const [id, strokes] of Object.entries(view.strokes)) {
        if (id === outcome) continue;
        if (strokes < own) ahead += 1;
        else if (strokes === own) level += 1;
      }
      return topSettle(places, ahead, level);
    },
  };
}

const identity = (strokes: number): number => strokes;

function readField(result: EventResult): FieldView {
  if (result.kind !== 'field') throw new RangeError(`golf is settled on a field's strokes, not on ${result.kind}`);
  const entries = Object.entries(result.strokes);
  if (entries.length < 2) throw new RangeError('golf: a field has at least two competitors');
  for (const [id, strokes] of entries) {
    if (!Number.isInteger(strokes) || strokes <= 0) throw new RangeError(`golf: ${id} needs a whole number of strokes`);
  }
  const best = Math.min(...entries.map(([, strokes]) => strokes));
  if (result.strokes[result.winner] !== best) {
    throw new RangeError('golf: the winner is one of the competitors with the fewest strokes');
  }
  return { strokes: result.strokes, winner: result.winner };
}

export const GOLF_MARKETS: SportMarkets = {
  sport: 'golf',
  rules: [
    winnerRule,
    topRule(5),
    topRule(10),
    overUnder({ scope: 'winning-score', type: 'winning-score' }, identity, linesAround(1, 2, identity)),
  ],
  read(scope, result) {
    if (scope === 'field') return readField(result);
    if (scope === 'winning-score') return Math.min(...Object.values(readField(result).strokes));
    throw new RangeError(`golf has no scope '${scope}'`);
  },
  contextOf: (result) => (result.kind === 'field' ? { field: Object.keys(result.strokes) } : {}),
};
