import { z } from 'zod';
import { type KenoOutcome, play } from '../../engines/table/keno/keno.play.js';
import { KENO_PAYTABLE, KENO_RTP_BP, KENO_STAKE_STEP } from '../../engines/table/keno/keno.rules.js';
import { StudioError } from '../../lib/studio-error.js';
import type { StudioGame } from '../game.types.js';

const MIN_BET = 10;
const MAX_BET = 20_000;

const Input = z.object({
  picks: z.array(z.number().int().min(1).max(80)).min(1).max(10),
  amount: z.number().int().positive(),
});
type KenoInput = z.infer<typeof Input>;

/** Keno 80/20: pick 1-10 numbers, 20 are drawn; RTP 91.77-95.74 % by pick count. */
export const keno: StudioGame<KenoInput, KenoOutcome> = {
  meta: {
    id: 'keno',
    name: 'Keno 80',
    type: 'table',
    category: 'lotto',
    // The catalogue shows the best pick count's return; the info panel lists every one.
    rtp: Math.max(...Object.values(KENO_RTP_BP)) / 10_000,
    minBet: MIN_BET,
    maxBet: MAX_BET,
    theme: { from: '#0f766e', to: '#03120f', accent: '#fde047', motif: 'balls' },
  },
  input: Input,
  stake(input) {
    if (new Set(input.picks).size !== input.picks.length) throw new StudioError('invalid_request', 400);
    if (input.amount < MIN_BET || input.amount > MAX_BET || input.amount % KENO_STAKE_STEP !== 0)
      throw new StudioError('transaction_limit', 400);
    return input.amount;
  },
  play(rng, input) {
    const outcome = play(rng, input);
    return { outcome, payout: outcome.payout };
  },
  describe: () => ({ paytable: KENO_PAYTABLE, rtpByPicks: KENO_RTP_BP, stakeStep: KENO_STAKE_STEP }),
};
