import type { Transaction } from '@casino/contracts';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { TransactionDetails } from './transaction-details';
import { TransactionsList } from './transactions-list';

const item = (overrides: Partial<Transaction>): Transaction => ({
  id: 'dp_1',
  fromId: null,
  toId: 1,
  amount: 100,
  currency: 'EUR',
  balanceBefore: null,
  balanceAfter: null,
  date: '2026-11-21T10:00:00Z',
  createdAt: '2026-11-21T10:00:00Z',
  completedAt: null,
  status: 'OPEN',
  type: 'deposit',
  kind: 'deposit',
  paymentSystem: 'card',
  method: 'Carte bancaire',
  ...overrides,
});

describe('TransactionsList', () => {
  it('names each payment’s method, and shows a deposit as money received only once it is completed', () => {
    render(
      <MemoryRouter>
        <TransactionsList
          items={[
            item({ id: 'dp_1' }),
            item({ id: 'dp_2', status: 'COMPLETED', balanceAfter: 100 }),
            item({ id: 'dp_3', status: 'REJECTED' }),
            item({ id: 'tr_4', status: 'COMPLETED', kind: 'cashier_transfer', paymentSystem: null, method: null }),
          ]}
        />
      </MemoryRouter>,
    );
    const rows = within(screen.getByTestId('transactions-table')).getAllByRole('row').slice(1);
    const [open, completed, rejected, transfer] = rows;
    expect(open!.textContent).toContain('Carte bancaire');
    expect(open!.textContent).toContain('Awaiting payment');
    const amount = (row: HTMLElement) => within(row).getByTestId('transaction-amount');
    expect(amount(open!).textContent).not.toContain('+');
    expect(amount(open!).getAttribute('data-state')).toBe('pending');
    expect(amount(completed!).textContent).toMatch(/^\+/);
    expect(amount(rejected!).getAttribute('data-state')).toBe('void');
    expect(transfer!.textContent).toContain('Cashier transfer');
  });

  it('opens a payment’s own page from its details, where an unpaid deposit can be cancelled', () => {
    render(
      <MemoryRouter>
        <TransactionDetails transaction={item({ id: 'dp_12', paymentSystem: 'card' })} />
      </MemoryRouter>,
    );
    expect(screen.getByTestId('transaction-details').textContent).toContain('Carte bancaire');
    expect(screen.getByTestId('open-payment').getAttribute('href')).toBe('/deposit/card?payment=12');
  });
});
