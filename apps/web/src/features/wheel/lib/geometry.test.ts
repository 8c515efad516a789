import type { WheelPrize } from '@casino/contracts';
import { describe, expect, it } from 'vitest';
import { fitLabel, labelPlacement, prizeKind, segmentPath, wheelSegments } from './geometry';

const prize = (id: number, amount: number, isPresent = false, name = ''): WheelPrize => ({
  id,
  amount,
  isPresent,
  name,
  currency: 'EUR',
});

describe('the wheel geometry and labels', () => {
  it('draws segment 0 centred at the top, 22.5° wide', () => {
    // From −11.25° to +11.25° around the top of a circle of radius 150 centred at (160, 160).
    expect(segmentPath(0)).toBe('M160 160L130.736 12.882A150 150 0 0 1 189.264 12.882Z');
  });

  it("turns the left half's labels over, so none reads upside down", () => {
    expect(labelPlacement(0)).toEqual({ transform: 'rotate(-90 160 160)', x: 298, anchor: 'end' });
    expect(labelPlacement(4)).toEqual({ transform: 'rotate(0 160 160)', x: 298, anchor: 'end' });
    expect(labelPlacement(8)).toEqual({ transform: 'rotate(90 160 160)', x: 298, anchor: 'end' });
    // 270°, the left: level, from the rim in.
    expect(labelPlacement(12)).toEqual({ transform: 'rotate(360 160 160)', x: 22, anchor: 'start' });
    expect(labelPlacement(15).anchor).toBe('start');
  });

  it('tells money prizes, presents and "Try again" apart', () => {
    expect(prizeKind(prize(0, 0.1))).toBe('money');
    expect(prizeKind(prize(1, 0))).toBe('none');
    expect(prizeKind(prize(2, 0, true, 'Royal Ace cap'))).toBe('present');
  });

  it('cuts long names to fit a segment', () => {
    expect(fitLabel('Royal Ace cap')).toBe('Royal Ace cap');
    expect(fitLabel('A weekend in Tunis for two')).toBe('A weekend in T…');
    expect([...fitLabel('Путёвка на двоих в Тунис')]).toHaveLength(15);
  });

  it('always gives 16 segments in wheel order', () => {
    const shuffled = [prize(2, 1), prize(0, 0.5), prize(1, 0)];
    const segments = wheelSegments(shuffled, 'EUR');
    expect(segments).toHaveLength(16);
    expect(segments.slice(0, 3).map((s) => s.amount)).toEqual([0.5, 0, 1]);
    expect(segments[15]).toEqual({ id: 15, amount: 0, isPresent: false, name: '', currency: 'EUR' });
  });
});
