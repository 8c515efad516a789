import { describe, expect, it } from 'vitest';
import { lastMonth, monthToDate, periodProblem } from './period';

describe('the activity period', () => {
  it('is this month so far by default, or the whole previous month (UTC)', () => {
    const now = new Date('2026-03-17T23:30:00Z');
    expect(monthToDate(now)).toEqual({ from: '2026-03-01', to: '2026-03-17' });
    expect(lastMonth(now)).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    expect(lastMonth(new Date('2026-01-05T00:00:00Z'))).toEqual({ from: '2025-12-01', to: '2025-12-31' });
  });

  it('is refused backwards or longer than the reports allow, as the server would', () => {
    expect(periodProblem({ from: '2026-03-02', to: '2026-03-01' })).toBe('backwards');
    // 366 days, both ends included, are the most; 367 are too many.
    expect(periodProblem({ from: '2025-01-01', to: '2026-01-01' })).toBeNull();
    expect(periodProblem({ from: '2024-12-31', to: '2026-01-01' })).toBe('tooLong');
  });
});
