import { z } from 'zod';
import type { Rng } from '@casino/fair';
import { crashPayout, crashPoint, runMs } from '../../engines/table/crash/crash.game.js';
import { settleRoulette } from '../../engines/table/roulette/roulette.play.js';
import { pocketColor, POCKETS } from '../../engines/table/roulette/roulette.rules.js';
import type { GameMeta } from '../game.types.js';
import { europeanRoulette } from '../table/roulette.adapter.js';
import { StudioError } from '../../lib/studio-error.js';

/**
 * Shared-round games: one round at a time that every player sees, its seed committed
 * (SHA-256 published) before bets open, its outcome drawn from that seed when bets close.
 */
export interface LiveGame<I = unknown, R = unknown> {
  meta: GameMeta;
  bettingMs: number;
  /** Rounds on a fixed clock (every cycleMs, aligned) or, when null, back to back after pauseMs. */
  cycleMs: number | null;
  pauseMs: number;
  input: z.ZodType<I>;
  stake(input: I): number;
  draw(rng: Rng): R;
  /** How long after bets close the round ends (and is paid). */
  runMs(result: R): number;
  /** Whether the result may be shown while the round runs (roulette: yes, the wheel spins to it; crash: no). */
  revealWhileRunning: boolean;
  /** What a bet returns (stake included); `cashoutAt` is a crash bet's manual cash-out. */
  payout(input: I, result: R, cashoutAt: number | null): number;
}

type RouletteInput = z.infer<typeof europeanRoulette.input>;
interface PocketResult {
  pocket: number;
  color: string;
}

export const liveRoulette: LiveGame<RouletteInput, PocketResult> = {
  meta: {
    ...europeanRoulette.meta,
    id: 'live-roulette',
    name: 'Live Roulette',
    type: 'live',
    theme: { from: '#7f1d1d', to: '#140606', accent: '#fcd34d', motif: 'wheel' },
  },
  bettingMs: 20_000,
  cycleMs: 30_000,
  pauseMs: 0,
  input: europeanRoulette.input,
  stake: (input) => europeanRoulette.stake(input),
  draw: (rng) => {
    const pocket = rng.int(POCKETS);
    return { pocket, color: pocketColor(pocket) };
  },
  runMs: () => 6_000,
  revealWhileRunning: true,
  payout: (input, result) => settleRoulette(result.pocket, input.bets).payout,
};

const CrashInput = z.object({
  amount: z.number().int().positive(),
  /** Cash out automatically at this multiplier (hundredths, 1.01x-1000x). */
  autoCashout: z.number().int().min(101).max(100_000).nullable().optional(),
});
type CrashInput = z.infer<typeof CrashInput>;

export const crash: LiveGame<CrashInput, { crash: number }> = {
  meta: {
    id: 'crash',
    name: 'Rocket Crash',
    type: 'live',
    category: 'crash',
    rtp: 0.99,
    minBet: 10,
    maxBet: 50_000,
    theme: { from: '#1e1b4b', to: '#05040f', accent: '#fb7185', motif: 'rocket' },
  },
  bettingMs: 8_000,
  cycleMs: null,
  pauseMs: 3_000,
  input: CrashInput,
  stake(input) {
    if (input.amount < 10 || input.amount > 50_000) throw new StudioError('transaction_limit', 400);
    return input.amount;
  },
  draw: (rng) => ({ crash: crashPoint(rng) }),
  runMs: (result) => runMs(result.crash),
  revealWhileRunning: false,
  payout(input, result, cashoutAt) {
    const at = cashoutAt ?? (input.autoCashout && input.autoCashout <= result.crash ? input.autoCashout : null);
    return crashPayout(input.amount, result.crash, at);
  },
};

/**
 * Turbo Derby, a virtual race every minute. Six runners with fixed chances (weights out of
 * 100) and fixed odds of 95 / weight: every win bet returns exactly 95 %. The whole
 * finishing order is drawn when bets close: each place is a weighted draw, by rejection-
 * sampled rng.int over the weights of the runners still in.
 */
export const RUNNERS = [
  { name: 'Thunder Bolt', weight: 38, odds: 250 },
  { name: 'Silver Comet', weight: 25, odds: 380 },
  { name: 'Desert Rose', weight: 19, odds: 500 },
  { name: 'Night Owl', weight: 10, odds: 950 },
  { name: 'Lucky Star', weight: 4, odds: 2375 },
  { name: 'Iron Duke', weight: 4, odds: 2375 },
] as const;

const RaceInput = z.object({
  runner: z
    .number()
    .int()
    .min(0)
    .max(RUNNERS.length - 1),
  amount: z.number().int().positive(),
});
type RaceInput = z.infer<typeof RaceInput>;

export const virtualRacing: LiveGame<RaceInput, { order: number[] }> = {
  meta: {
    id: 'virtual-racing',
    name: 'Turbo Derby',
    type: 'virtual',
    category: 'virtualSports',
    rtp: 0.95,
    minBet: 10,
    maxBet: 50_000,
    theme: { from: '#14532d', to: '#04140a', accent: '#facc15', motif: 'race' },
  },
  bettingMs: 45_000,
  cycleMs: 60_000,
  pauseMs: 0,
  input: RaceInput,
  stake(input) {
    if (input.amount < 10 || input.amount > 50_000) throw new StudioError('transaction_limit', 400);
    return input.amount;
  },
  draw(rng) {
    const left = RUNNERS.map((runner, index) => ({ index, weight: runner.weight }));
    const order: number[] = [];
    while (left.length > 0) {
      let pick = rng.int(left.reduce((sum, runner) => sum + runner.weight, 0));
      const at = left.findIndex((runner) => (pick -= runner.weight) < 0);
      order.push(left[at]!.index);
      left.splice(at, 1);
    }
    return { order };
  },
  runMs: () => 14_000,
  revealWhileRunning: true,
  payout: (input, result) =>
    result.order[0] === input.runner ? Math.floor((input.amount * RUNNERS[input.runner]!.odds) / 100) : 0,
};

export const LIVE_GAMES: readonly LiveGame[] = [liveRoulette, crash, virtualRacing] as LiveGame[];
const BY_ID = new Map(LIVE_GAMES.map((game) => [game.meta.id, game]));

export function liveGameOf(id: string): LiveGame | undefined {
  return BY_ID.get(id);
}
