import { z } from 'zod';
import {
  type DiceOutcome,
  isExactTarget,
  multiplierBp,
  play,
  winningRolls,
} from '../../engines/table/dice/dice.game.js';
import { StudioError } from '../../lib/studio-error.js';
import type { StudioGame } from '../game.types.js';

const MIN_BET = 10; // 0.10
const MAX_BET = 50_000; // 500.00

// Only the whole-percent win chances whose RTP is exactly 99 % (dice.game.ts lists them).
const CHANCES = [2, 4, 5, 8, 10, 20, 25, 33, 40, 50, 60, 66, 75, 80, 90] as const;

const Input = z.object({
  direction: z.enum(['under', 'over']),
  /** Hundredths: under 50.00 = 5000. */
  target: z.number().int().min(0).max(9999),
  amount: z.number().int().positive(),
});
type DiceInput = z.infer<typeof Input>;

/** The targets offered for each direction: exactly 99 % each. */
export function diceTargets(direction: 'under' | 'over'): number[] {
  return CHANCES.map((chance) => (direction === 'under' ? chance * 100 : 9999 - chance * 100));
}

/** Dice: roll 0.00-99.99 under or over a target, 99 % RTP on every offered target. */
export const dice: StudioGame<DiceInput, DiceOutcome> = {
  meta: {
    id: 'dice',
    name: 'Dice 99',
    type: 'table',
    category: 'dice',
    rtp: 0.99,
    minBet: MIN_BET,
    maxBet: MAX_BET,
    theme: { from: '#3b0764', to: '#0f0720', accent: '#22d3ee', motif: 'dice' },
  },
  input: Input,
  stake(input) {
    if (!diceTargets(input.direction).includes(input.target) || !isExactTarget(input.direction, input.target))
      throw new StudioError('invalid_request', 400);
    if (input.amount < MIN_BET || input.amount > MAX_BET) throw new StudioError('transaction_limit', 400);
    return input.amount;
  },
  play(rng, input) {
    const outcome = play(rng, input);
    return { outcome, payout: outcome.payout };
  },
  describe: () => ({
    chances: CHANCES,
    targets: {
      under: diceTargets('under').map((t) => ({ target: t, multiplierBp: multiplierBp(winningRolls('under', t)) })),
      over: diceTargets('over').map((t) => ({ target: t, multiplierBp: multiplierBp(winningRolls('over', t)) })),
    },
  }),
};
