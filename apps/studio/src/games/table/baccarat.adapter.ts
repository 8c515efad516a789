import { z } from 'zod';
import { type BaccaratOutcome, BANKER_STAKE_STEP, play } from '../../engines/table/baccarat/baccarat.play.js';
import { StudioError } from '../../lib/studio-error.js';
import type { StudioGame } from '../game.types.js';

const MIN_BET = 20;
const MAX_TOTAL = 50_000;

const stake = z.number().int().min(0);
const Input = z.object({ player: stake, banker: stake, tie: stake });
type BaccaratInput = z.infer<typeof Input>;

/** Punto banco, 8 decks: banker pays 19:20, player 1:1, tie 8:1 (pushes the others). */
export const baccarat: StudioGame<BaccaratInput, BaccaratOutcome> = {
  meta: {
    id: 'baccarat',
    name: 'Baccarat Royale',
    type: 'table',
    category: 'baccarat',
    rtp: 0.989421,
    minBet: MIN_BET,
    maxBet: MAX_TOTAL,
    theme: { from: '#312e81', to: '#08071a', accent: '#fcd34d', motif: 'cards' },
  },
  input: Input,
  stake(input) {
    const total = input.player + input.banker + input.tie;
    if (total === 0) throw new StudioError('invalid_request', 400);
    if (input.banker % BANKER_STAKE_STEP !== 0) throw new StudioError('transaction_limit', 400);
    for (const amount of [input.player, input.banker, input.tie])
      if (amount !== 0 && amount < MIN_BET) throw new StudioError('transaction_limit', 400);
    if (total > MAX_TOTAL) throw new StudioError('transaction_limit', 400);
    return total;
  },
  play(rng, input) {
    const outcome = play(rng, input);
    return { outcome, payout: outcome.payout };
  },
  describe: () => ({ chips: [20, 100, 200, 1000, 2000, 10000], bankerStep: BANKER_STAKE_STEP }),
};
