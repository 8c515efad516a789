import type { BonusOffers } from '@casino/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '@/test/fixtures';
import { BonusOffersPanel } from './bonus-offers-panel';

const fetchMock = vi.fn<typeof fetch>();
const offers = (overrides: Partial<BonusOffers> = {}): BonusOffers => ({
  currency: 'EUR',
  bonusBalance: 12.5,
  cashback: { on: true, percent: 10, periodDays: 7, nextPayDay: '2026-11-30' },
  firstDeposit: { status: 'available', percent: 100, cap: 500, amount: null, wagering: null },
  exchangeOn: true,
  ...overrides,
});

function renderPanel(value: BonusOffers) {
  fetchMock.mockResolvedValue(jsonResponse(value));
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter>
        <BonusOffersPanel />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});

describe('BonusOffersPanel', () => {
  it('shows the balance, the first-deposit offer still to take, and the weekly cashback', async () => {
    renderPanel(offers());
    expect((await screen.findByTestId('offer-bonus-balance')).textContent).toBe('€12.50');
    const first = screen.getByTestId('offer-first-deposit');
    expect(first.textContent).toContain('100% of your first deposit as bonus, up to €500.00.');
    expect(within(first).getByRole('link', { name: 'Deposit now' }).getAttribute('href')).toBe('/profile/DEPOSIT');
    expect(screen.getByTestId('offer-cashback').textContent).toContain('back as bonus every week.');
  });

  it('shows a received first-deposit bonus with its wagering, and hides the offer when it is off', async () => {
    renderPanel(
      offers({
        firstDeposit: {
          status: 'received',
          percent: 100,
          cap: 500,
          amount: 50,
          wagering: { staked: 20, required: 50, detracted: false },
        },
      }),
    );
    const first = await screen.findByTestId('offer-first-deposit');
    expect(first.textContent).toContain('You received €50.00.');
    expect(within(first).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('40');
    expect(first.textContent).toContain('€20.00 staked of €50.00');
  });

  it('leaves out a first-deposit bonus the operator has switched off', async () => {
    renderPanel(offers({ firstDeposit: { status: 'off', percent: 0, cap: 500, amount: null, wagering: null } }));
    await screen.findByTestId('offer-cashback');
    expect(screen.queryByTestId('offer-first-deposit')).toBeNull();
  });
});
