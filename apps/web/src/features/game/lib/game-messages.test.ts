import { describe, expect, it } from 'vitest';
import { asksForCashier } from './game-messages';

describe('what a game asks of the page around it', () => {
  it('reads the studio’s request for the cashier', () => {
    expect(asksForCashier({ type: 'studio:open-cashier' })).toBe(true);
  });

  it('takes nothing else for it: other messages, other shapes', () => {
    expect(asksForCashier({ type: 'studio:balance-moved' })).toBe(false);
    expect(asksForCashier('studio:open-cashier')).toBe(false);
    expect(asksForCashier(null)).toBe(false);
    expect(asksForCashier({ kind: 'studio:open-cashier' })).toBe(false);
  });
});
