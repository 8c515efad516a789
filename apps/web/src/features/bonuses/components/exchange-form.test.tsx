import type { BonusExchangeTerms } from '@casino/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLocale } from '@/lib/i18n';
import { jsonResponse } from '@/test/fixtures';
import { ExchangeForm } from './exchange-form';

vi.mock('@casino/ui/toast', () => ({ notify: vi.fn() }));
vi.mock('@/lib/notify-error', () => ({ notifyError: vi.fn() }));
const { notify } = await import('@casino/ui/toast');
const fetchMock = vi.fn<typeof fetch>();

const terms = (overrides: Partial<BonusExchangeTerms> = {}): BonusExchangeTerms => ({
  enabled: true,
  currency: 'EUR',
  rate: 0.5,
  maxCashBalance: 3,
  wageringRunning: false,
  minAmount: 3,
  balance: 1,
  bonusBalance: 40,
  ...overrides,
});

function renderForm(value: BonusExchangeTerms = terms()) {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <ExchangeForm terms={value} />
    </QueryClientProvider>,
  );
}

const amount = () => screen.getByTestId('exchange-amount') as HTMLInputElement;
const submit = () => screen.getByTestId('exchange-submit') as HTMLButtonElement;
const type = (text: string) => fireEvent.change(amount(), { target: { value: text } });

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  vi.mocked(notify).mockClear();
});
afterEach(() => changeLocale('en-US'));

describe('ExchangeForm', () => {
  it('shows the cash an amount becomes and sends that amount of bonus', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse({ amount: 10, cashAmount: 5, currency: 'EUR', balance: 6, bonusBalance: 30 }),
    );
    renderForm();
    type('10');
    expect(screen.getByTestId('exchange-preview').textContent).toBe('€5.00');
    fireEvent.click(submit());
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/bonus-system/bonusbalance-to-balance/');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({ amount: 10 });
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith('Balance converted: €5.00 added to your balance.', 'success'),
    );
    expect(amount().value).toBe('');
  });

  it('fills the whole bonus balance with "All"', () => {
    renderForm(terms({ bonusBalance: 12.349 }));
    fireEvent.click(screen.getByTestId('exchange-all'));
    expect(amount().value).toBe('12.34');
    expect(screen.getByTestId('exchange-preview').textContent).toBe('€6.17');
  });

  it('checks the amount before sending, as the server would', async () => {
    renderForm();
    fireEvent.click(submit());
    expect((await screen.findByTestId('exchange-problem')).textContent).toBe('Enter the amount of bonus to exchange.');
    type('2.50');
    expect(screen.getByTestId('exchange-problem').textContent).toBe('The least you can exchange at once is €3.00.');
    type('40.01');
    expect(screen.getByTestId('exchange-problem').textContent).toBe(
      'Your bonus balance is €40.00: enter that much or less.',
    );
    fireEvent.click(submit());
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('says in the player’s language why the server refused: the cash balance is not low enough', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ code: 'balance_not_low_enough', message: 'Balance too high' }, 400));
    renderForm();
    type('10');
    fireEvent.click(submit());
    expect((await screen.findByTestId('exchange-refusal')).textContent).toBe(
      'Your cash balance must be below €3.00 to exchange bonus.',
    );
    expect(notify).not.toHaveBeenCalled();

    await act(() => changeLocale('fr-fr'));
    expect(screen.getByTestId('exchange-refusal').textContent).toMatch(
      /^Votre solde réel doit être inférieur à 3,00\s€ pour échanger le bonus\.$/,
    );
  });

  it('stays shut, and says why, while the operator has switched the exchange off', () => {
    renderForm(terms({ enabled: false }));
    expect(screen.getByTestId('exchange-blocked').textContent).toBe('Bonus exchange is not available at the moment.');
    expect(amount().disabled).toBe(true);
    expect((screen.getByTestId('exchange-all') as HTMLButtonElement).disabled).toBe(true);
    expect(submit().disabled).toBe(true);
    fireEvent.submit(screen.getByTestId('exchange-form'));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('stays shut while the cash balance is not below the threshold', () => {
    renderForm(terms({ balance: 3.5 }));
    expect(screen.getByTestId('exchange-blocked').textContent).toBe(
      'You can exchange bonus once your cash balance is below €3.00. It is €3.50 now.',
    );
    expect(submit().disabled).toBe(true);
  });
});
