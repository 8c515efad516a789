import { describe, expect, it } from 'vitest';
import { chartScale, labelIndexes } from './chart';
import { daysIn, defaultFilters, rangeProblem } from './range';

describe('the chart scale', () => {
  it('shows zero, rounds its ticks, and puts negative values below the zero line', () => {
    const scale = chartScale([120, -30, 45], 0, 100);
    expect(scale.ticks).toEqual([-50, 0, 50, 100, 150]);
    expect(scale.y(0)).toBeCloseTo(75);
    expect(scale.y(-50)).toBe(100);
    expect(scale.y(150)).toBe(0);
  });

  it('keeps a flat chart on its baseline', () => {
    expect(chartScale([0, 0], 10, 90)).toMatchObject({ ticks: [0] });
    expect(chartScale([0, 0], 10, 90).y(0)).toBe(90);
  });

  it('labels the first and the last day and a few between', () => {
    expect(labelIndexes(3)).toEqual([0, 1, 2]);
    expect(labelIndexes(30)).toEqual([0, 6, 12, 17, 23, 29]);
  });
});

describe('the range', () => {
  it('defaults to the 30 days ending today, UTC', () => {
    expect(defaultFilters(new Date('2026-03-05T23:30:00Z'))).toEqual({
      from: '2026-02-04',
      to: '2026-03-05',
      currency: '',
    });
    expect(daysIn('2026-02-04', '2026-03-05')).toBe(30);
  });

  it('refuses a backwards range on from, and more than 366 days on to, as the server does', () => {
    expect(rangeProblem({ from: '2026-02-02', to: '2026-02-01', currency: '' })).toEqual({
      field: 'from',
      reason: 'backwards',
    });
    expect(rangeProblem({ from: '2025-01-01', to: '2026-01-02', currency: '' })).toEqual({
      field: 'to',
      reason: 'tooLong',
    });
    expect(rangeProblem({ from: '2025-01-01', to: '2026-01-01', currency: '' })).toBeNull();
  });
});

describe('a chart of counts', () => {
  it('steps its axis by whole numbers', () => {
    expect(chartScale([2, 1], 0, 100, 1).ticks).toEqual([0, 1, 2]);
  });
});
