import { describe, expect, it } from 'vitest';
import { countdownParts, msUntil } from './countdown';

describe('the next free spin countdown', () => {
  it('reads HH:MM:SS, rounded up to the second', () => {
    expect(countdownParts(0)).toEqual({ days: 0, clock: '00:00:00' });
    expect(countdownParts(1)).toEqual({ days: 0, clock: '00:00:01' });
    expect(countdownParts(999)).toEqual({ days: 0, clock: '00:00:01' });
    expect(countdownParts(1000)).toEqual({ days: 0, clock: '00:00:01' });
    expect(countdownParts(61_000)).toEqual({ days: 0, clock: '00:01:01' });
    expect(countdownParts(3_599_001)).toEqual({ days: 0, clock: '01:00:00' });
    expect(countdownParts(23 * 3_600_000 + 59 * 60_000 + 59_000)).toEqual({ days: 0, clock: '23:59:59' });
  });

  it('counts whole days apart (a free spin may be up to 30 days away)', () => {
    expect(countdownParts(86_400_000)).toEqual({ days: 1, clock: '00:00:00' });
    expect(countdownParts(86_400_000 + 3_723_000)).toEqual({ days: 1, clock: '01:02:03' });
    expect(countdownParts(30 * 86_400_000)).toEqual({ days: 30, clock: '00:00:00' });
  });

  it('stops at zero once the time has come', () => {
    expect(countdownParts(-5000)).toEqual({ days: 0, clock: '00:00:00' });
    expect(countdownParts(Number.NaN)).toEqual({ days: 0, clock: '00:00:00' });
  });

  it('measures the time left to an ISO time', () => {
    const now = Date.parse('2026-03-14T10:00:00.000Z');
    expect(msUntil('2026-03-14T11:00:00.000Z', now)).toBe(3_600_000);
    expect(msUntil('2026-03-14T09:59:59.000Z', now)).toBe(-1000);
    expect(msUntil(null, now)).toBeNull();
    expect(msUntil(undefined, now)).toBeNull();
    expect(msUntil('not a date', now)).toBeNull();
  });
});
