import { z } from 'zod';
import type { Rng } from '@casino/fair';
import { replayRound } from '../../engines/table/blackjack/blackjack.replay.js';
import { BLACKJACK_RTP } from '../../engines/table/blackjack/blackjack.rtp.js';
import { BLACKJACK_DECKS, MAX_HANDS } from '../../engines/table/blackjack/blackjack.rules.js';
import {
  BLACKJACK_ACTIONS,
  BlackjackActionError,
  type BlackjackAction,
  type BlackjackView,
} from '../../engines/table/blackjack/blackjack.types.js';
import { StudioError } from '../../lib/studio-error.js';
import type { StudioGame } from '../game.types.js';

/** The stakes a player may pick (minor units): all even, as a blackjack pays 3:2 and insurance is half the bet. */
export const BJ_BETS = [20, 50, 100, 200, 500, 1000, 2000, 5000, 10000] as const;

export const BlackjackInput = z.object({
  bet: z.number().int().positive(),
  /** The player's decisions so far, in order; empty at the deal. */
  actions: z.array(z.enum(BLACKJACK_ACTIONS)).max(64).default([]),
  /**
   * A round dealt before insurance and even money were offered (migration 0004 marks them):
   * replayed with every offer declined, the rules it was dealt under.
   */
  legacy: z.literal(true).optional(),
});
export type BlackjackInput = z.infer<typeof BlackjackInput>;

/** The round as far as `actions` go; actions that do not fit the round are the client's error. */
export function blackjackStep(
  rng: Rng,
  bet: number,
  actions: readonly BlackjackAction[],
  legacy = false,
): BlackjackView {
  // The engine refuses an odd stake with a RangeError; /api/verify takes any input, so say it here.
  if (bet % 2 !== 0) throw new StudioError('invalid_request', 400);
  try {
    return replayRound(rng, bet, actions, legacy);
  } catch (error) {
    if (error instanceof BlackjackActionError) throw new StudioError('invalid_request', 400);
    throw error;
  }
}

/**
 * Blackjack (engines/table/blackjack/): 6 decks, the dealer peeks and stands on soft 17,
 * blackjack pays 3:2, double on any two cards and after a split, split to 4 hands (aces
 * once, one card each), insurance and even money at an ace up. A round is several steps:
 * the deal stakes the bet; each decision replays the round from the same (seed, nonce)
 * with one more action, a double, a split or insurance staking once more; the last step pays.
 */
export const blackjack: StudioGame<BlackjackInput, BlackjackView> = {
  meta: {
    id: 'blackjack',
    name: 'Blackjack 3:2',
    type: 'table',
    category: 'blackJack',
    // Basic strategy, per initial stake (blackjack.rtp.ts): 99.5711 % ± 0.0226 % (95 %) over
    // 100,000,000 simulated hands by cli/blackjack-rtp.ts (99.6210 % ± 0.0200 % per amount
    // wagered); a 250,000-hand run is held within 4 SE of it by blackjack.strategy.test.ts.
    rtp: BLACKJACK_RTP.rtp,
    minBet: BJ_BETS[0],
    maxBet: 10_000,
    theme: { from: '#14532d', to: '#03140a', accent: '#fcd34d', motif: 'blackjack' },
  },
  input: BlackjackInput,
  stake(input) {
    if (!(BJ_BETS as readonly number[]).includes(input.bet)) throw new StudioError('transaction_limit', 400);
    return input.bet;
  },
  /** The whole round, for verification: the deal replayed with every recorded action. */
  play(rng, input) {
    const state = blackjackStep(rng, input.bet, input.actions, input.legacy);
    // A round whose actions stop before its end is not a round that can be verified.
    if (state.phase !== 'done') throw new StudioError('invalid_request', 400);
    return { outcome: state, payout: state.payout! };
  },
  describe: () => ({
    bets: BJ_BETS,
    decks: BLACKJACK_DECKS,
    blackjackPays: '3:2',
    dealerSoft17: 'stand',
    maxHands: MAX_HANDS,
    insurancePays: '2:1',
  }),
};
