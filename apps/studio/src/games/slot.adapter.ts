import { z } from 'zod';
import { type CompiledSlot } from '../engines/slot/slot.compile.js';
import { STANDARD_LINES } from '../engines/slot/slot.lines.data.js';
import { playRound, type RoundResult } from '../engines/slot/slot.play.js';
import { StudioError } from '../lib/studio-error.js';
import type { GameMeta, StudioGame } from './game.types.js';

// The coin values (minor units) a player may pick; the total bet is coin value x betCoins.
const COIN_VALUES = [1, 2, 5, 10, 20, 50, 100, 200, 500] as const;

export interface SlotOutcome extends RoundResult {
  coinValue: number;
}

const Input = z.object({ bet: z.number().int().positive() });
type SlotInput = z.infer<typeof Input>;

/** A video slot as a studio game: the bet is one of the levels, wins are coins x coin value. */
export function slotGame(c: CompiledSlot, meta: Omit<GameMeta, 'minBet' | 'maxBet' | 'type'>): StudioGame<SlotInput> {
  const config = c.config;
  const levels = COIN_VALUES.map((coin) => coin * c.betCoins);
  const coinValueOf = (bet: number) => {
    if (bet % c.betCoins !== 0 || !levels.includes(bet)) throw new StudioError('transaction_limit', 400);
    return bet / c.betCoins;
  };
  return {
    meta: { ...meta, type: 'slot', minBet: levels[0]!, maxBet: levels[levels.length - 1]! },
    input: Input,
    stake: (input) => (coinValueOf(input.bet), input.bet),
    play(rng, input) {
      const coinValue = coinValueOf(input.bet);
      const round = playRound(c, rng);
      const outcome: SlotOutcome = { ...round, coinValue };
      return { outcome, payout: round.totalWin * coinValue };
    },
    describe: () => ({
      mechanic: config.mechanic,
      betCoins: c.betCoins,
      betLevels: levels,
      story: config.theme,
      symbols: config.symbols.map((s) => ({ code: s.code, name: s.name, kind: s.kind, pays: s.pays ?? null })),
      lines: config.mechanic === 'ways' ? [] : (config.lines ?? STANDARD_LINES),
      cascade: config.cascade ?? null,
      scatter: config.scatter,
      freeSpinMultiplier: config.freeSpinMultiplier,
      par: { method: config.par.method, rtp: config.par.rtp },
    }),
  };
}
