import type { SlotInfo, SlotWin, SpinResult } from './slot.types';
import { winCells } from './slot-wins';
import { fallDistances } from './win-geometry';

/**
 * The order in which a spin's wins are shown, as a list of frames the slot plays in turn.
 * Pure: the slot only applies each frame and waits its `ms`.
 *
 * - A spin without cascades shows all its wins at once, then hands the reels back; the
 *   idle loop then walks through the wins one after another, then all together, again
 *   and again until the next spin (planIdleLoop).
 * - A cascade step shows its wins together, then its winning symbols burst, then the
 *   symbols above fall into place and new ones fall in; the next step follows.
 * - With reduced motion nothing moves and nothing cycles: each step's wins are shown
 *   together, amounts listed, for longer; the cascade still removes and refills (it is the
 *   result), but without the fall.
 */

export type Frame =
  /** `wins` lit on `grid`: one win (the walk) or all of a step's wins together. */
  | { kind: 'wins'; grid: string[][]; wins: SlotWin[]; step: number; ms: number }
  /** The winning cells of a cascade step leave the grid. */
  | { kind: 'burst'; grid: string[][]; removed: string[]; step: number; ms: number }
  /** The grid after the refill; fall[reel][row] is how many rows each cell fell. */
  | { kind: 'fall'; grid: string[][]; fall: number[][]; step: number; ms: number };

export const TIMING = {
  together: 1100,
  reducedTogether: 1800,
  /** One win of the walk: long enough to read its amount, shorter when there are many. */
  one: (count: number) => Math.round(Math.max(700, Math.min(1300, 6000 / count))),
  burst: 380,
  fall: 560,
  reducedRefill: 450,
} as const;

/** The grid each cascade step was evaluated on: the spin's grid, then each refill. */
export const stepGrids = (spin: SpinResult): string[][][] => [spin.grid, ...spin.cascades];

const winsOfStep = (spin: SpinResult, step: number) => spin.wins.filter((win) => win.step === step);

/** The frames shown between the reels stopping and the next spin (or the free spins) being allowed. */
export function planSpinShow(slot: SlotInfo, spin: SpinResult, reduced: boolean): Frame[] {
  const frames: Frame[] = [];
  const grids = stepGrids(spin);
  grids.forEach((grid, step) => {
    const wins = winsOfStep(spin, step);
    if (wins.length === 0) return;
    frames.push({ kind: 'wins', grid, wins, step, ms: reduced ? TIMING.reducedTogether : TIMING.together });
    const next = grids[step + 1];
    if (!next) return;
    // Scatters pay where they lie and are never removed (slot.core.ts): only the other wins burst.
    const removed = [
      ...new Set(wins.filter((win) => win.kind !== 'scatter').flatMap((win) => winCells(slot, grid, win))),
    ];
    if (!reduced) frames.push({ kind: 'burst', grid, removed, step, ms: TIMING.burst });
    frames.push({
      kind: 'fall',
      grid: next,
      fall: reduced ? next.map((column) => column.map(() => 0)) : fallDistances(grid, new Set(removed)),
      step: step + 1,
      ms: reduced ? TIMING.reducedRefill : TIMING.fall,
    });
  });
  return frames;
}

/**
 * What stays on screen once the spin is over, shown in a loop: each win alone, then all
 * together. A cascade's wins are gone from its final grid, so only its last step's wins
 * (scatters) can stay; one win, or reduced motion, is a single frame held still.
 */
export function planIdleLoop(spin: SpinResult, reduced: boolean): Frame[] {
  const step = spin.cascades.length;
  const grid = stepGrids(spin)[step]!;
  const wins = winsOfStep(spin, step);
  if (wins.length === 0) return [];
  const together: Frame = { kind: 'wins', grid, wins, step, ms: reduced ? Infinity : TIMING.together * 1.4 };
  if (reduced || wins.length === 1) return [{ ...together, ms: Infinity }];
  return [
    ...wins.map((win): Frame => ({ kind: 'wins', grid, wins: [win], step, ms: TIMING.one(wins.length) })),
    together,
  ];
}

/** The multiplier a cascade step's wins were paid with (1 outside cascades). */
export function stepMultiplier(slot: SlotInfo, step: number): number {
  const ladder = slot.cascade?.multipliers ?? [1];
  return ladder[Math.min(step, ladder.length - 1)] ?? 1;
}

/** A big win is one over 20 times the stake; bigger ones have bigger names. */
export type BigWinTier = 'bigWin' | 'megaWin' | 'epicWin';
export function bigWinTier(win: number, stake: number): BigWinTier | null {
  if (stake <= 0 || win <= stake * 20) return null;
  if (win > stake * 100) return 'epicWin';
  return win > stake * 50 ? 'megaWin' : 'bigWin';
}

/** How long a big win counts up, by its size. */
export const countUpMs = (tier: BigWinTier) => ({ bigWin: 3000, megaWin: 4500, epicWin: 6000 })[tier];

/** The amount shown `elapsed` ms into a count-up to `total` (minor units): fast first, easing into the total. */
export function countUp(total: number, elapsed: number, duration: number): number {
  if (elapsed >= duration || duration <= 0) return total;
  const progress = Math.max(0, elapsed) / duration;
  const eased = 1 - (1 - progress) ** 3;
  return Math.min(total, Math.floor(total * eased));
}
