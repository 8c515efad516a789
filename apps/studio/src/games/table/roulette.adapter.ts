import { z } from 'zod';
import { play, type RouletteOutcome } from '../../engines/table/roulette/roulette.play.js';
import { isLegalPlacement, PLACEMENTS, ROULETTE_PAYS } from '../../engines/table/roulette/roulette.rules.js';
import { StudioError } from '../../lib/studio-error.js';
import type { StudioGame } from '../game.types.js';

const MIN_CHIP = 10; // 0.10
const MAX_TOTAL = 50_000; // 500.00 per spin

const kinds = Object.keys(ROULETTE_PAYS) as [keyof typeof ROULETTE_PAYS, ...(keyof typeof ROULETTE_PAYS)[]];
const Input = z.object({
  bets: z
    .array(
      z.object({
        kind: z.enum(kinds),
        numbers: z.array(z.number().int().min(0).max(36)).min(1).max(18),
        amount: z.number().int().positive(),
      }),
    )
    .min(1)
    .max(60),
});
type RouletteInput = z.infer<typeof Input>;

/** European roulette (single zero, 97.30 %), one spin per round, many bets per spin. */
export const europeanRoulette: StudioGame<RouletteInput, RouletteOutcome> = {
  meta: {
    id: 'european-roulette',
    name: 'European Roulette',
    type: 'table',
    category: 'roulette',
    rtp: 36 / 37,
    minBet: MIN_CHIP,
    maxBet: MAX_TOTAL,
    theme: { from: '#0b3d2e', to: '#06140f', accent: '#f8c14a', motif: 'wheel' },
  },
  input: Input,
  stake(input) {
    let total = 0;
    for (const bet of input.bets) {
      if (!isLegalPlacement(bet.kind, bet.numbers)) throw new StudioError('invalid_request', 400);
      if (bet.amount < MIN_CHIP) throw new StudioError('transaction_limit', 400);
      total += bet.amount;
    }
    if (total > MAX_TOTAL) throw new StudioError('transaction_limit', 400);
    return total;
  },
  play(rng, input) {
    const outcome = play(rng, input.bets);
    return { outcome, payout: outcome.payout };
  },
  describe: () => ({
    pays: ROULETTE_PAYS,
    columns: PLACEMENTS.column,
    dozens: PLACEMENTS.dozen,
    chips: [10, 50, 100, 500, 1000, 5000],
  }),
};
