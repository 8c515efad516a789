import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatTime } from './date';
import { floor2, formatAmount, formatMoney } from './money';

describe('money', () => {
  it('floors to 2 decimals instead of rounding', () => {
    expect(floor2(10.239)).toBe(10.23);
    expect(floor2(0.29)).toBe(0.29);
    expect(formatAmount(1.999)).toBe('1.99');
    expect(formatAmount(5)).toBe('5.00');
  });
  it('shows FNT as RUB', () => {
    expect(formatMoney(12.345, 'FNT')).toBe('12.34 RUB');
    expect(formatMoney(3, 'EUR')).toBe('3.00 EUR');
  });
});

describe('date', () => {
  it('formats DD/MM/YYYY and HH:mm:ss', () => {
    const date = new Date(2024, 0, 5, 7, 8, 9);
    expect(formatDate(date)).toBe('05/01/2024');
    expect(formatTime(date)).toBe('07:08:09');
    expect(formatDateTime(date)).toBe('05/01/2024 07:08:09');
    expect(formatDate('1990-12-31')).toBe('31/12/1990');
  });
});
