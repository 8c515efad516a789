import { JACKPOT_DISPLAY_ORDER, type Jackpot } from '@casino/contracts';

/**
 * SPEC §9: the jackpots whose currency is the player's (or have none), in the display order
 * silver, gold, diamond, bronze. A guest has no currency of their own: they see every one.
 */
export function visibleJackpots(jackpots: readonly Jackpot[], currency: string | null): Jackpot[] {
  return jackpots
    .filter((jackpot) => currency === null || jackpot.currency === null || jackpot.currency === currency)
    .sort((a, b) => JACKPOT_DISPLAY_ORDER.indexOf(a.name) - JACKPOT_DISPLAY_ORDER.indexOf(b.name));
}
