import { z } from 'zod';
import type { Rng } from '@casino/fair';
import { BLACKJACK_DECKS } from '../../engines/table/blackjack/blackjack.rules.js';
import {
  BlackjackActionError,
  playHitStand,
  type BlackjackState,
  type HitStand,
} from '../../engines/table/blackjack/blackjack.steps.js';
import { StudioError } from '../../lib/studio-error.js';
import type { StudioGame } from '../game.types.js';

/** The stakes a player may pick (minor units): all even, as a blackjack pays 3:2. */
export const BJ_BETS = [20, 50, 100, 200, 500, 1000, 2000, 5000, 10000] as const;

export const BlackjackInput = z.object({
  bet: z.number().int().positive(),
  /** The player's decisions so far, in order; empty at the deal. */
  actions: z
    .array(z.enum(['hit', 'stand']))
    .max(21)
    .default([]),
});
export type BlackjackInput = z.infer<typeof BlackjackInput>;

/** The hand as far as `actions` go; actions that do not fit the hand are the client's error. */
export function blackjackStep(rng: Rng, bet: number, actions: readonly HitStand[]): BlackjackState {
  // The engine refuses an odd stake with a RangeError; /api/verify takes any input, so say it here.
  if (bet % 2 !== 0) throw new StudioError('invalid_request', 400);
  try {
    return playHitStand(rng, bet, actions);
  } catch (error) {
    if (error instanceof BlackjackActionError) throw new StudioError('invalid_request', 400);
    throw error;
  }
}

/**
 * Blackjack, hit and stand only (engines/table/blackjack/blackjack.steps.ts): 6 decks,
 * the dealer peeks and stands on soft 17, blackjack pays 3:2, no double, split or
 * insurance. A hand is several steps: the deal stakes the bet; each hit or stand replays
 * the hand from the same (seed, nonce) with one more action; the last step pays.
 */
export const blackjack: StudioGame<BlackjackInput, BlackjackState> = {
  meta: {
    id: 'blackjack',
    name: 'Blackjack 3:2',
    type: 'table',
    category: 'blackJack',
    // Measured by simulateHitStand (hitStandStrategy): 8,000,000 hands, 97.66 % ± 0.035 % (1 SE);
    // held by blackjack.steps.test.ts. About 2 points below the full game: no double, no split.
    rtp: 0.9766,
    minBet: BJ_BETS[0],
    maxBet: 10_000,
    theme: { from: '#14532d', to: '#03140a', accent: '#fcd34d', motif: 'blackjack' },
  },
  input: BlackjackInput,
  stake(input) {
    if (!(BJ_BETS as readonly number[]).includes(input.bet)) throw new StudioError('transaction_limit', 400);
    return input.bet;
  },
  /** The whole hand, for verification: the deal replayed with every recorded action. */
  play(rng, input) {
    const state = blackjackStep(rng, input.bet, input.actions);
    // A hand whose actions stop before its end is not a round that can be verified.
    if (state.phase !== 'done') throw new StudioError('invalid_request', 400);
    return { outcome: state, payout: state.payout };
  },
  describe: () => ({ bets: BJ_BETS, decks: BLACKJACK_DECKS, blackjackPays: '3:2', dealerSoft17: 'stand' }),
};
