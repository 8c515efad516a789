import type { BonusHistoryItem } from '@casino/contracts';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { HistoryList } from './history-list';

const item = (overrides: Partial<BonusHistoryItem>): BonusHistoryItem => ({
  id: '1',
  amount: 12.5,
  amountCurrency: 'EUR',
  date: '2026-11-21T10:00:00Z',
  type: 'Cashback',
  bonusBalanceBefore: 10,
  bonusBalanceBeforeCurrency: 'EUR',
  bonusBalanceAfter: 22.5,
  bonusBalanceAfterCurrency: 'EUR',
  ...overrides,
});

describe('HistoryList', () => {
  it('names the type, signs the amount and shows the bonus balance before → after', () => {
    render(
      <HistoryList
        items={[
          item({ id: '1' }),
          item({
            id: '2',
            type: 'DetractedFirstDepositBonusByWithdrawal',
            amount: -5,
            bonusBalanceBefore: 22.5,
            bonusBalanceAfter: 17.5,
          }),
        ]}
      />,
    );
    const [credit, debit] = within(screen.getByTestId('bonus-history-table')).getAllByRole('row').slice(1);
    expect(credit!.textContent).toContain('Cashback');
    expect(within(credit!).getByTestId('bonus-amount').textContent).toBe('+€12.50');
    expect(within(credit!).getByTestId('bonus-balance-change').textContent).toBe('€10.00 → €22.50');
    expect(debit!.textContent).toContain('First-deposit bonus detracted by a withdrawal');
    expect(within(debit!).getByTestId('bonus-amount').textContent).toBe('−€5.00');
  });
});
