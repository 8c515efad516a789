import { describe, expect, it } from 'vitest';
import { createRateWindows } from './rate-windows.js';

describe('rate windows', () => {
  it('refuses the hit past the maximum until its window is over, with the seconds left', () => {
    const windows = createRateWindows(60_000);
    expect([1, 2, 3].map(() => windows.hit('a', 3, 1_000))).toEqual([0, 0, 0]);
    expect(windows.hit('a', 3, 31_000)).toBe(30);
    expect(windows.hit('b', 3, 31_000)).toBe(0);
    expect(windows.hit('a', 3, 61_000)).toBe(0);
  });

  it('tells how long a key that spent its maximum must wait, without counting', () => {
    const windows = createRateWindows(60_000);
    expect(windows.wait('a', 2, 0)).toBe(0);
    windows.hit('a', Number.MAX_SAFE_INTEGER, 0);
    expect(windows.wait('a', 2, 0)).toBe(0);
    windows.hit('a', Number.MAX_SAFE_INTEGER, 0);
    expect([windows.wait('a', 2, 500), windows.wait('a', 2, 500)]).toEqual([60, 60]);
    expect(windows.wait('a', 2, 60_000)).toBe(0);
  });

  it('keeps at most maxKeys windows, dropping the oldest first', () => {
    const windows = createRateWindows(60_000, 2);
    windows.hit('old', 1, 0);
    windows.hit('mid', 1, 1);
    windows.hit('new', 1, 2);
    // 'old' was dropped: it starts again; 'mid' was kept and is over its maximum.
    expect(windows.hit('mid', 1, 3)).toBeGreaterThan(0);
    expect(windows.hit('old', 1, 4)).toBe(0);
  });
});
