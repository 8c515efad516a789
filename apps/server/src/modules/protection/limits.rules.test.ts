import { describe, expect, it } from 'vitest';
import { changeLimit, effectiveLimit, NO_LIMIT, windowStart } from './limits.rules.js';

const now = new Date('2026-11-27T12:00:00Z');
const inAWeek = new Date('2026-12-04T12:00:00Z');

describe('changeLimit', () => {
  it('sets a first limit and lowers one at once, cancelling a pending increase', () => {
    const first = changeLimit(NO_LIMIT, 10_000, now);
    expect(first).toEqual({ amount: 10_000, pending: null });
    const raised = changeLimit(first, 20_000, now);
    expect(raised).toEqual({ amount: 10_000, pending: { amount: 20_000, effectiveAt: inAWeek } });
    expect(changeLimit(raised, 5_000, now)).toEqual({ amount: 5_000, pending: null });
  });

  it('raises or removes a limit only after 7 days', () => {
    const removed = changeLimit({ amount: 10_000, pending: null }, null, now);
    expect(removed).toEqual({ amount: 10_000, pending: { amount: null, effectiveAt: inAWeek } });
    expect(effectiveLimit(removed, new Date(inAWeek.getTime() - 1))).toEqual(removed);
    expect(effectiveLimit(removed, inAWeek)).toEqual({ amount: null, pending: null });
  });

  it('asks nothing more when the limit asked is the one in force', () => {
    const raised = changeLimit({ amount: 10_000, pending: null }, 20_000, now);
    expect(changeLimit(raised, 10_000, now)).toEqual({ amount: 10_000, pending: null });
  });
});

describe('windowStart', () => {
  it('looks back 24 hours, 7 days or 30 days', () => {
    expect(windowStart('day', now).toISOString()).toBe('2026-11-26T12:00:00.000Z');
    expect(windowStart('week', now).toISOString()).toBe('2026-11-20T12:00:00.000Z');
    expect(windowStart('month', now).toISOString()).toBe('2026-10-28T12:00:00.000Z');
  });
});
