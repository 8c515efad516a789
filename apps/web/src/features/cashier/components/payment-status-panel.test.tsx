import { apiRequest } from '@casino/api-client';
import type { PaymentItem, PaymentSystemKind } from '@casino/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { PaymentStatusPanel } from './payment-status-panel';

vi.mock('@casino/api-client', () => ({ apiRequest: vi.fn() }));

const payment = (overrides: Partial<PaymentItem>): PaymentItem => ({
  id: 7,
  redirectLink: null,
  amountCurrency: 'EUR',
  amount: 25,
  status: 20,
  statusMessage: null,
  createdAt: '2026-11-21T10:00:00Z',
  updatedAt: '2026-11-21T10:00:00Z',
  user: 1,
  paymentSystem: 'card',
  paymentType: 'payout',
  destination: '••••4242',
  ...overrides,
});

/** The API as the panel sees it: GET answers `current`; a cancel moves it to 40 as the server does. */
function serve(initial: PaymentItem) {
  let current = initial;
  vi.mocked(apiRequest).mockImplementation(async (path: string) => {
    if (path.endsWith('/cancel_payment/')) current = { ...current, status: 40 };
    return current;
  });
}

function renderPanel(direction: 'deposit' | 'payout' = 'payout', kind: PaymentSystemKind = 'card') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <PaymentStatusPanel direction={direction} id={7} kind={kind} />
    </QueryClientProvider>,
  );
}

describe('PaymentStatusPanel', () => {
  beforeEach(() => {
    vi.mocked(apiRequest).mockReset();
  });

  it('shows an online payout held, and a cancel that gives the hold back', async () => {
    serve(payment({ status: 20 }));
    renderPanel();
    expect((await screen.findByTestId('payment-status')).textContent).toContain('Requested');
    expect(screen.getByTestId('held-amount').textContent).toMatch(/25[.,]00/);
    fireEvent.click(screen.getByTestId('cancel-payout'));
    await waitFor(() => expect(screen.getByTestId('payment-status').textContent).toContain('Failed'));
    expect(vi.mocked(apiRequest)).toHaveBeenCalledWith('/api/backoffice/payments/payout/7/cancel_payment/', {
      method: 'POST',
      body: { id: 7 },
    });
    expect(screen.queryByTestId('cancel-payout')).toBeNull();
    expect(screen.queryByTestId('held-amount')).toBeNull();
    expect(screen.getByTestId('payment-status-message').textContent).toContain('the amount is back on your balance');
  });

  it('tells a payout in manual review to wait for the administrator, with no cancel', async () => {
    serve(payment({ status: 27, statusMessage: 'server text' }));
    renderPanel();
    expect((await screen.findByTestId('payment-status-message')).textContent).toContain(
      "Your withdrawal is waiting for the administrator's confirmation.",
    );
    expect(screen.queryByTestId('cancel-payout')).toBeNull();
    expect(screen.queryByTestId('server-message')).toBeNull();
  });

  it("gives a bank transfer's instructions in the player's language, with its reference", async () => {
    serve(payment({ paymentType: 'deposit', status: 27, statusMessage: 'Server text in English.' }));
    renderPanel('deposit', 'manual');
    const instructions = (await screen.findByTestId('server-message')).textContent;
    expect(instructions).toContain('with the reference PAY-7');
    expect(instructions).not.toContain('Server text in English.');
    expect(screen.queryByTestId('held-amount')).toBeNull();
    expect(screen.queryByTestId('cancel-deposit')).toBeNull();
  });

  it('shows an unpaid card deposit as awaiting payment, not received, and lets the player abandon it', async () => {
    serve(payment({ paymentType: 'deposit', status: 20, redirectLink: 'https://pay.test/7' }));
    renderPanel('deposit');
    expect((await screen.findByTestId('payment-status')).textContent).toBe('Awaiting payment');
    expect(screen.getByTestId('payment-status-message').textContent).toContain('expires');
    fireEvent.click(screen.getByTestId('cancel-deposit'));
    await waitFor(() => expect(screen.getByTestId('payment-status').textContent).toContain('Failed'));
    expect(vi.mocked(apiRequest)).toHaveBeenCalledWith('/api/backoffice/payments/deposit/7/cancel_payment/', {
      method: 'POST',
      body: { id: 7 },
    });
    expect(screen.queryByTestId('cancel-deposit')).toBeNull();
    expect(screen.queryByTestId('continue-payment')).toBeNull();
  });

  it('says a declined card was not charged, and nothing of a balance', async () => {
    serve(payment({ paymentType: 'deposit', status: 40 }));
    renderPanel('deposit', 'card');
    const message = (await screen.findByTestId('payment-status-message')).textContent!;
    expect(message).toContain('your card was not charged');
    expect(message).not.toMatch(/taken from your balance/);
  });

  it('offers to go back to the processor while a card deposit waits there', async () => {
    serve(payment({ paymentType: 'deposit', status: 20, redirectLink: 'https://pay.test/7' }));
    renderPanel('deposit');
    expect((await screen.findByTestId('continue-payment')).getAttribute('href')).toBe('https://pay.test/7');
  });
});
