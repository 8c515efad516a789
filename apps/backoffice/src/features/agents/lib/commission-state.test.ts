import type { AgentCommissionPayment } from '@casino/contracts';
import { describe, expect, it } from 'vitest';
import { commissionState, payableFrom } from './commission-state';

const march = { from: '2026-03-01', to: '2026-03-31' };
const commission = { currency: 'EUR', ngr: 100, rate: 10, amount: 10 };
const payment = (from: string, to: string, currency = 'EUR'): AgentCommissionPayment => ({
  id: 1,
  agent_id: 7,
  currency,
  from,
  to,
  ngr: 100,
  rate: 10,
  amount: 10,
  paid_by: 1,
  paid_by_username: 'owner',
  paid_at: '2026-04-02T10:00:00Z',
});
const april = new Date('2026-04-01T00:00:00Z');
const state = (overrides: Partial<Parameters<typeof commissionState>[0]> = {}) =>
  commissionState({ commission, period: march, payments: [], agentCurrency: 'EUR', now: april, ...overrides }).kind;

describe("a commission card's state", () => {
  it('is payable from the day after the period, in the agent’s currency, with something due', () => {
    expect(payableFrom(march)).toBe('2026-04-01');
    expect(state()).toBe('payable');
    expect(state({ now: new Date('2026-03-31T23:59:59Z') })).toBe('notOver');
    expect(state({ agentCurrency: 'USD' })).toBe('otherCurrency');
    expect(state({ commission: { ...commission, amount: 0 } })).toBe('nothingDue');
  });

  it('is paid for the very period, partly paid for an overlapping one, in the same currency alone', () => {
    expect(state({ payments: [payment('2026-03-01', '2026-03-31')] })).toBe('paid');
    expect(state({ payments: [payment('2026-02-15', '2026-03-01')] })).toBe('partlyPaid');
    expect(state({ payments: [payment('2026-03-31', '2026-04-30')] })).toBe('partlyPaid');
    expect(state({ payments: [payment('2026-02-01', '2026-02-28')] })).toBe('payable');
    expect(state({ payments: [payment('2026-03-01', '2026-03-31', 'TND')] })).toBe('payable');
  });
});
