import { apiRequest } from '@casino/api-client';
import type { PaymentSystem } from '@casino/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { PayoutForm } from './payout-form';
import { SystemPicker } from './system-picker';

vi.mock('@casino/api-client', () => ({ apiRequest: vi.fn() }));

const system = (slug: string, name: string, kind: PaymentSystem['kind'], closedLoop: PaymentSystem['closedLoop']) => ({
  slug,
  name,
  description: '',
  min: 10,
  max: 2985,
  isTemporaryDisabled: false,
  kind,
  closedLoop,
});
const card = system('card', 'Bank card', 'card', { allowed: true, destination: '••••4242' });
const bank = system('bank-transfer', 'Bank transfer', 'manual', { allowed: false, destination: null });

const wrap = (children: ReactNode) =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter>{children}</MemoryRouter>
    </QueryClientProvider>,
  );

describe('the closed loop on the withdrawal pages', () => {
  beforeEach(() => {
    vi.mocked(apiRequest).mockReset();
    vi.mocked(apiRequest).mockResolvedValue([card, bank]);
  });

  it('says which method a payout may use, and to which card, before anything is typed', async () => {
    wrap(<SystemPicker direction="payout" currency="EUR" />);
    const refused = await screen.findByTestId('system-bank-transfer');
    expect(refused.getAttribute('aria-disabled')).toBe('true');
    expect(refused.tagName).not.toBe('A');
    expect(refused.textContent).toContain('Your last deposit was made with Bank card');
    const allowed = screen.getByTestId('system-card');
    expect(allowed.getAttribute('href')).toBe('/withdrawal/card');
    expect(allowed.textContent).toContain('••••4242');
  });

  it('refuses another card than the deposit’s before sending anything', async () => {
    wrap(<PayoutForm system={card} currency="EUR" balance={134} onCreated={() => {}} />);
    expect(screen.getByTestId('destination-hint').textContent).toContain('••••4242');
    fireEvent.change(screen.getByTestId('amount-input'), { target: { value: '20' } });
    fireEvent.change(screen.getByTestId('destination-input'), { target: { value: '5555 5555 5555 4444' } });
    fireEvent.click(screen.getByTestId('payout-submit'));
    // The card reads left to right inside any sentence (isolated), so it is matched as text around it.
    await waitFor(() =>
      expect(
        screen.getByText(/^Withdrawals go to the card of your last deposit, \u2066••••4242\u2069\.$/),
      ).toBeTruthy(),
    );
    expect(vi.mocked(apiRequest)).not.toHaveBeenCalled();
  });
});
