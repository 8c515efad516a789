import fc from 'fast-check';
import { SYSTEM_NAMES, type TicketInput, type TicketLimits } from '../../tickets/ticket.types.js';
import type { ModelResult } from './settlement.naive-model.js';

/** Limits wide enough that random tickets are refused only for a payout no number holds. */
export const WIDE_LIMITS: TicketLimits = {
  minStake: 1,
  maxStake: Number.MAX_SAFE_INTEGER,
  maxPayout: 2 ** 50,
  maxLegs: 20,
};

const LEG_COUNT_OF: Record<(typeof SYSTEM_NAMES)[number], number> = {
  trixie: 3,
  patent: 3,
  yankee: 4,
  lucky15: 4,
  canadian: 5,
  lucky31: 5,
  heinz: 6,
  lucky63: 6,
  'super-heinz': 7,
  goliath: 8,
};

/** Odds in thousandths: mostly short prices, sometimes long ones, always with odd thousandths in the mix. */
const oddsArb = fc.oneof(
  { weight: 6, arbitrary: fc.integer({ min: 1001, max: 3_000 }) },
  { weight: 3, arbitrary: fc.integer({ min: 3_001, max: 20_000 }) },
  { weight: 1, arbitrary: fc.integer({ min: 20_001, max: 1_000_000 }) },
);

type Shape =
  | { type: 'single' }
  | { type: 'accumulator' }
  | { type: 'system'; of: number }
  | { type: 'system'; name: (typeof SYSTEM_NAMES)[number] };

/** A shape and its leg count; k-of-n systems stay at ≤ 10 legs (at most 252 lines for the oracle). */
const shapeArb: fc.Arbitrary<{ shape: Shape; n: number }> = fc.oneof(
  fc.constant({ shape: { type: 'single' } as Shape, n: 1 }),
  fc.integer({ min: 2, max: 20 }).map((n) => ({ shape: { type: 'accumulator' } as Shape, n })),
  fc
    .integer({ min: 3, max: 10 })
    .chain((n) => fc.integer({ min: 2, max: n - 1 }).map((of) => ({ shape: { type: 'system', of } as Shape, n }))),
  fc.constantFrom(...SYSTEM_NAMES).map((name) => ({ shape: { type: 'system', name } as Shape, n: LEG_COUNT_OF[name] })),
);

/** Lines for a shape, counted independently of the engine (for the stake to be a multiple). */
function linesOf(shape: Shape, n: number): number {
  const choose = (a: number, b: number): number => (b === 0 ? 1 : (choose(a - 1, b - 1) * a) / b);
  if (shape.type !== 'system') return 1;
  if ('of' in shape) return choose(n, shape.of);
  const from = ['patent', 'lucky15', 'lucky31', 'lucky63'].includes(shape.name) ? 1 : 2;
  let lines = 0;
  for (let k = from; k <= n; k++) lines += choose(n, k);
  return lines;
}

/** A ticket input: distinct events, random odds, a stake of 1 to 10,000 cents per line, sometimes a free bet. */
export const ticketInputArb: fc.Arbitrary<TicketInput> = shapeArb.chain(({ shape, n }) =>
  fc
    .record({
      odds: fc.array(oddsArb, { minLength: n, maxLength: n }),
      perLine: fc.oneof(fc.integer({ min: 1, max: 20 }), fc.integer({ min: 1, max: 10_000 })),
      freeBet: fc.boolean(),
    })
    .map(({ odds, perLine, freeBet }) => ({
      ...shape,
      legs: odds.map((o, i) => ({ eventId: `e${i}`, marketId: `m${i}`, outcomeId: `o${i}`, odds: o })),
      stake: perLine * linesOf(shape, n),
      freeBet,
    })),
);

/** A decided leg result, every kind, dead heats with shares p/q for 2 to 5 tied. */
export const decidedResultArb: fc.Arbitrary<Exclude<ModelResult, null>> = fc.oneof(
  fc.constantFrom('won', 'lost', 'void', 'half-won', 'half-lost').map((kind) => ({ kind })),
  fc
    .integer({ min: 2, max: 5 })
    .chain((q) => fc.integer({ min: 1, max: q }).map((p) => ({ kind: 'dead-heat' as const, p, q }))),
);

/** Results for n legs; `openWeight` (0..1) is how often a leg is still open. */
export function resultsArb(n: number, openWeight = 0): fc.Arbitrary<ModelResult[]> {
  const one: fc.Arbitrary<ModelResult> =
    openWeight > 0
      ? fc.oneof(
          { weight: Math.round(openWeight * 10), arbitrary: fc.constant(null) },
          { weight: Math.round((1 - openWeight) * 10), arbitrary: decidedResultArb },
        )
      : decidedResultArb;
  // A bias towards all-void and all-won tickets too, which random draws rarely reach.
  return fc.oneof(
    { weight: 8, arbitrary: fc.array(one, { minLength: n, maxLength: n }).map(fewHalfWins) },
    { weight: 1, arbitrary: fc.constant(Array.from({ length: n }, () => ({ kind: 'void' as const }))) },
    {
      weight: 1,
      arbitrary: fc.array(fc.constantFrom<ModelResult>({ kind: 'won' }, { kind: 'void' }), {
        minLength: n,
        maxLength: n,
      }),
    },
  );
}

/**
 * At most 4 half-won legs: the oracle follows 2^h stake portions per line for h half-won
 * legs, and 2^20 of them would make one run take seconds without testing anything more.
 */
function fewHalfWins(results: ModelResult[]): ModelResult[] {
  let halfWins = 0;
  return results.map((r) => (r?.kind === 'half-won' && ++halfWins > 4 ? { kind: 'won' } : r));
}
