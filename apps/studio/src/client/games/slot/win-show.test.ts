import { describe, expect, it } from 'vitest';
import { seededRandom } from '../../../engines/sim.source.js';
import { playRound } from '../../../engines/slot/slot.play.js';
import { SLOTS } from '../../../games/slots/index.js';
import { toFrameView } from './frame-view';
import type { SpinResult } from './slot.types';
import { slotInfo } from './slot-info.testing';
import {
  bigWinTier,
  countUp,
  countUpMs,
  planIdleLoop,
  planSpinShow,
  stepMultiplier,
  TIMING,
  type Frame,
} from './win-show';

/** The first seeded spin of a game that matches `wanted`. */
function spinOf(id: string, wanted: (spin: SpinResult) => boolean): SpinResult {
  const compiled = SLOTS.get(id)!;
  for (let seed = 1; seed < 100_000; seed++) {
    const spin = playRound(compiled, seededRandom(seed)).base;
    if (wanted(spin)) return spin;
  }
  throw new Error(`no such spin of ${id}`);
}

const kinds = (frames: Frame[]) => frames.map((frame) => frame.kind);
const lineWins = (spin: SpinResult) => spin.wins.filter((win) => win.kind === 'line').length;

describe('a spin without cascades', () => {
  const slot = slotInfo('lucky-clover');
  const spin = spinOf('lucky-clover', (s) => lineWins(s) >= 3);

  it('shows all its wins at once, then gives the reels back', () => {
    const frames = planSpinShow(slot, spin, false);
    expect(frames).toEqual([{ kind: 'wins', grid: spin.grid, wins: spin.wins, step: 0, ms: TIMING.together }]);
  });

  it('then loops: each win alone, one after another, then all together', () => {
    const loop = planIdleLoop(spin, false);
    expect(loop.map((frame) => (frame.kind === 'wins' ? frame.wins : []))).toEqual([
      ...spin.wins.map((win) => [win]),
      spin.wins,
    ]);
    expect(loop.every((frame) => Number.isFinite(frame.ms) && frame.ms >= 700)).toBe(true);
  });

  it('holds a single win still instead of looping over it', () => {
    const single = spinOf('lucky-clover', (s) => s.wins.length === 1);
    expect(planIdleLoop(single, false)).toEqual([
      { kind: 'wins', grid: single.grid, wins: single.wins, step: 0, ms: Infinity },
    ]);
  });

  it('has nothing to show after a losing spin', () => {
    const lost = spinOf('lucky-clover', (s) => s.wins.length === 0);
    expect(planSpinShow(slot, lost, false)).toEqual([]);
    expect(planIdleLoop(lost, false)).toEqual([]);
  });

  it('writes the amount on the reels for a win shown alone, not for several at once', () => {
    const [together] = planSpinShow(slot, spin, false);
    expect(toFrameView(slot, together!, 1, false).labelled).toBe(false);
    const [alone] = planIdleLoop(spin, false);
    const view = toFrameView(slot, alone!, 2, false);
    expect(view.labelled).toBe(true);
    expect(view.drawn).toHaveLength(1);
    expect(view.drawn[0]!.points).not.toBeNull();
  });
});

describe('a cascade', () => {
  const slot = slotInfo('crystal-caverns');
  const spin = spinOf('crystal-caverns', (s) => s.cascades.length >= 2);

  it('shows each step’s wins, bursts them, and lets the symbols fall before the next step', () => {
    const frames = planSpinShow(slot, spin, false);
    const steps = spin.cascades.length;
    expect(kinds(frames)).toEqual([
      ...Array.from({ length: steps }, () => ['wins', 'burst', 'fall']).flat(),
      // The last grid may still pay (a scatter): then its wins are shown too.
      ...(spin.wins.some((win) => win.step === steps) ? ['wins'] : []),
    ]);
    frames.forEach((frame) => {
      if (frame.kind === 'wins') expect(frame.wins.every((win) => win.step === frame.step)).toBe(true);
      if (frame.kind === 'fall') expect(frame.grid).toEqual(spin.cascades[frame.step - 1]);
    });
    const falls = frames.filter((frame) => frame.kind === 'fall');
    expect(falls.every((frame) => frame.fall.flat().some((rows) => rows > 0))).toBe(true);
  });

  it('names the multiplier each step was paid with', () => {
    const ladder = slot.cascade!.multipliers;
    expect([0, 1, 2, 99].map((step) => stepMultiplier(slot, step))).toEqual([
      ladder[0],
      ladder[1],
      ladder[2],
      ladder.at(-1),
    ]);
    expect(stepMultiplier(slotInfo('lucky-clover'), 3)).toBe(1);
  });

  it('leaves nothing looping once its winning symbols are gone', () => {
    const quiet = spinOf(
      'crystal-caverns',
      (s) => s.cascades.length >= 1 && s.wins.every((win) => win.kind !== 'scatter'),
    );
    expect(planIdleLoop(quiet, false)).toEqual([]);
  });
});

describe('with reduced motion', () => {
  it('shows every win of a spin still, each amount written, nothing walking or looping', () => {
    const slot = slotInfo('lucky-clover');
    const spin = spinOf('lucky-clover', (s) => lineWins(s) >= 3);
    const frames = planSpinShow(slot, spin, true);
    expect(frames).toEqual([{ kind: 'wins', grid: spin.grid, wins: spin.wins, step: 0, ms: TIMING.reducedTogether }]);
    const loop = planIdleLoop(spin, true);
    expect(loop).toEqual([{ kind: 'wins', grid: spin.grid, wins: spin.wins, step: 0, ms: Infinity }]);
    const view = toFrameView(slot, loop[0]!, 1, true);
    expect(view.labelled).toBe(true);
    expect(view.drawn).toHaveLength(spin.wins.length);
  });

  it('still removes and refills a cascade (it is the result), but nothing bursts or falls', () => {
    const slot = slotInfo('sugar-tumble');
    const spin = spinOf('sugar-tumble', (s) => s.cascades.length >= 1);
    const frames = planSpinShow(slot, spin, true);
    expect(kinds(frames)).not.toContain('burst');
    const falls = frames.filter((frame) => frame.kind === 'fall');
    expect(falls).toHaveLength(spin.cascades.length);
    expect(falls.every((frame) => frame.fall.flat().every((rows) => rows === 0))).toBe(true);
    expect(falls.map((frame) => frame.grid)).toEqual(spin.cascades);
  });
});

describe('a big win', () => {
  it('is one over 20 times the stake; over 50 a mega win, over 100 an epic one', () => {
    expect(bigWinTier(2000, 100)).toBeNull();
    expect(bigWinTier(2001, 100)).toBe('bigWin');
    expect(bigWinTier(5001, 100)).toBe('megaWin');
    expect(bigWinTier(10_001, 100)).toBe('epicWin');
    expect(bigWinTier(500, 0)).toBeNull();
  });

  it('counts up in whole minor units, never past the amount, landing on it at the end', () => {
    const total = 123_457;
    const duration = countUpMs('megaWin');
    const seen = Array.from({ length: 46 }, (_, i) => countUp(total, i * 100, duration));
    expect(seen[0]).toBe(0);
    expect(seen.every(Number.isInteger)).toBe(true);
    expect(seen.every((value, i) => i === 0 || value >= seen[i - 1]!)).toBe(true);
    expect(Math.max(...seen)).toBe(total);
    expect(seen[45]).toBe(total);
    // Fast first: half the amount well before half the time.
    expect(countUp(total, duration * 0.25, duration)).toBeGreaterThan(total / 2);
  });
});
