import { z } from 'zod';
import {
  CATEGORY_NAMES,
  MAX_COINS,
  PAYS_MAX_COINS,
  ROYAL_PAY_BELOW_MAX,
} from '../../engines/table/video-poker/vp.evaluate.js';
import { deal, draw, type VideoPokerOutcome } from '../../engines/table/video-poker/vp.play.js';
import { StudioError } from '../../lib/studio-error.js';
import type { StudioGame } from '../game.types.js';

/** The coin values (minor units) a player may pick; 1-5 coins per hand. */
export const VP_COIN_VALUES = [5, 10, 20, 50, 100, 200, 500, 1000] as const;

export const VideoPokerInput = z.object({
  coins: z.number().int().min(1).max(MAX_COINS),
  coinValue: z.number().int().positive(),
  /** The cards held (bit i = card i), known once the player draws; absent at the deal. */
  hold: z.number().int().min(0).max(31).optional(),
});
export type VideoPokerInput = z.infer<typeof VideoPokerInput>;

export interface VideoPokerRound extends VideoPokerOutcome {
  coinValue: number;
}

/**
 * Jacks or Better 9/6 (99.54 % with optimal play). A hand is two steps: the deal stakes
 * the bet and shows five cards; the draw replaces the cards not held from the same
 * shuffled deck, so one (seed, nonce) decides the whole hand whatever is held.
 */
export const videoPoker: StudioGame<VideoPokerInput, VideoPokerRound> = {
  meta: {
    id: 'jacks-or-better',
    name: 'Jacks or Better',
    type: 'table',
    category: 'videoPoker',
    rtp: 19842315923796 / 19933230517200,
    minBet: VP_COIN_VALUES[0],
    maxBet: 1000 * MAX_COINS,
    theme: { from: '#075985', to: '#03121c', accent: '#fbbf24', motif: 'cards' },
  },
  input: VideoPokerInput,
  stake(input) {
    if (!(VP_COIN_VALUES as readonly number[]).includes(input.coinValue))
      throw new StudioError('transaction_limit', 400);
    return input.coins * input.coinValue;
  },
  /** The whole hand, for verification: the deal, then the draw with the recorded hold. */
  play(rng, input) {
    const dealt = deal(rng);
    const outcome = draw(dealt, input.hold ?? 0, { coins: input.coins });
    return { outcome: { ...outcome, coinValue: input.coinValue }, payout: outcome.payout * input.coinValue };
  },
  describe: () => ({
    coinValues: VP_COIN_VALUES,
    maxCoins: MAX_COINS,
    categories: CATEGORY_NAMES,
    paysPerCoin: PAYS_MAX_COINS,
    royalBelowMax: ROYAL_PAY_BELOW_MAX,
  }),
};
