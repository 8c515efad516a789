import { apiRequest } from '@casino/api-client';
import type { PaymentSystem } from '@casino/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CryptoDepositForm } from './crypto-deposit-form';

vi.mock('@casino/api-client', () => ({ apiRequest: vi.fn() }));

const system: PaymentSystem = {
  slug: 'crypto',
  name: 'Cryptocurrency',
  description: '',
  min: 5,
  max: 2985,
  isTemporaryDisabled: false,
  kind: 'crypto',
  closedLoop: null,
};

describe('CryptoDepositForm', () => {
  beforeEach(() => {
    vi.mocked(apiRequest).mockReset();
    vi.mocked(apiRequest).mockImplementation(async (path: string) => {
      if (path.endsWith('/available-currencies')) {
        return {
          currencies: [
            {
              currency: 'btc',
              name: 'Bitcoin',
              ticker: 'BTC',
              network: 'Bitcoin',
              confirmations: 2,
              min_amount: 0.0001,
            },
          ],
        };
      }
      // 0.0001 BTC is worth 6 EUR: more than the system's 5.
      return { currency_from: 'btc', min_amount: 0.0001, fiat_equivalent: 6, fiat_currency: 'EUR' };
    });
  });

  it('starts the quick amounts and the minimum at the coin’s minimum when it is above the system’s', async () => {
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <CryptoDepositForm system={system} currency="EUR" onCreated={() => {}} />
      </QueryClientProvider>,
    );
    await waitFor(() => expect(screen.getByTestId('crypto-min').textContent).toContain('0.0001 BTC'));
    await waitFor(() => expect(screen.getAllByTestId('quick-amount')[0]!.textContent).toBe('6'));
    const quick = screen.getAllByTestId('quick-amount').map((b) => Number(b.textContent));
    expect(quick.every((n) => n >= 6)).toBe(true);
    expect(screen.getByTestId('amount-note').textContent).toMatch(/From \D*6[.,]00/);
    fireEvent.change(screen.getByTestId('amount-input'), { target: { value: '5' } });
    expect(screen.getByTestId('amount-note').textContent).toMatch(/The minimum for this method is \D*6[.,]00/);
  });
});
