import { apiRequest } from '@casino/api-client';
import type { PaymentStatusCode } from '@casino/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { PaymentsList, type PaymentRow } from './payments-list';

vi.mock('@casino/api-client', () => ({ apiRequest: vi.fn() }));

const row = (id: number, direction: 'deposit' | 'payout', status: PaymentStatusCode): PaymentRow => ({
  id,
  direction,
  system: 'card',
  amount: 100,
  currency: 'EUR',
  status,
  createdAt: '2026-11-21T10:00:00Z',
});

function renderList(rows: PaymentRow[]) {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter>
        <PaymentsList rows={rows} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return screen.getAllByTestId('payment-row');
}

describe('PaymentsList', () => {
  beforeEach(() => {
    vi.mocked(apiRequest).mockReset();
    // The server names the systems in the page's language.
    vi.mocked(apiRequest).mockResolvedValue([{ slug: 'card', name: 'Carte bancaire', kind: 'card' }]);
  });

  it('shows money received only for a credited deposit: an unpaid one awaits payment, a failed one is void', async () => {
    const [pending, credited, failed, payout] = renderList([
      row(1, 'deposit', 20),
      row(2, 'deposit', 30),
      row(3, 'deposit', 40),
      row(4, 'payout', 20),
    ]);
    const amount = (r: HTMLElement) => within(r).getByTestId('payment-amount');
    expect(amount(pending!).textContent).not.toContain('+');
    expect(amount(pending!).getAttribute('data-state')).toBe('pending');
    expect(within(pending!).getByTestId('payment-status').textContent).toBe('Awaiting payment');
    expect(amount(credited!).textContent).toMatch(/^\+/);
    expect(amount(credited!).getAttribute('data-state')).toBe('credited');
    expect(amount(failed!).textContent).not.toContain('+');
    expect(amount(failed!).getAttribute('data-state')).toBe('void');
    expect(amount(payout!).textContent).toMatch(/^−/);
    expect(within(payout!).getByTestId('payment-status').textContent).toBe('Requested');
  });

  it('names the method as the server names it in the page’s language', async () => {
    const [first] = renderList([row(1, 'deposit', 30)]);
    await waitFor(() => expect(first!.textContent).toContain('Carte bancaire'));
  });
});
