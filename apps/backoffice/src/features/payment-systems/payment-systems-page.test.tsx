import { configureApiClient } from '@casino/api-client';
import type { PaymentSystemKind } from '@casino/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { formatMoney } from '@/lib/format';
import { queryClient } from '@/lib/query-client';
import { callsOf, jsonResponse } from '@/test/fixtures';
import { renderInConsole } from '@/test/render';
import PaymentSystemsPage from './payment-systems-page';
import { testSystem } from './test-systems';

const fetchMock = vi.fn<typeof fetch>();

const SYSTEMS = [
  testSystem(),
  testSystem({
    slug: 'bank-transfer',
    name: 'Bank transfer',
    kind: 'manual',
    currency: 'TND',
    limitsCurrency: 'TND',
    min: 10,
    max: 10_000,
    sort: 2,
    texts: {},
  }),
  testSystem({ direction: 'payout', slug: 'crypto', name: 'Crypto', kind: 'crypto', min: 10, available: false }),
];

/** An amount as the table shows it, its spaces as the DOM queries read them (non-breaking ones as plain). */
const money = (amount: number, currency: string) => formatMoney(amount, currency).replace(/\s+/g, ' ');
const writes = () => callsOf(fetchMock).filter((call) => call.method !== 'GET');

function serve(kinds: PaymentSystemKind[] = ['card', 'crypto', 'manual']) {
  fetchMock.mockImplementation(async (url, init) => {
    const path = String(url);
    const method = init?.method ?? 'GET';
    if (method === 'GET' && path.endsWith('/payments/systems/')) return jsonResponse(SYSTEMS);
    if (method === 'GET' && path.endsWith('/payments/systems/kinds/')) return jsonResponse(kinds);
    if (method === 'GET' && path.endsWith('/api/settings/')) return jsonResponse({ currencies: ['EUR', 'TND', 'USD'] });
    if (method === 'PATCH') {
      const [direction, slug] = path.split('/').slice(-3, -1);
      const current = SYSTEMS.find((entry) => entry.direction === direction && entry.slug === slug)!;
      return jsonResponse({ ...current, ...JSON.parse(String(init?.body)) });
    }
    return jsonResponse({ code: 'not_found', message: '' }, 404);
  });
}

beforeEach(() => {
  queryClient.clear();
  fetchMock.mockReset();
  configureApiClient({});
  vi.stubGlobal('fetch', fetchMock);
});

describe('the payment systems screen', () => {
  it('lists the systems by direction with their slug, order, kind, currency and limits in their own currency', async () => {
    serve();
    renderInConsole(<PaymentSystemsPage />);
    const deposits = await screen.findByRole('table', { name: 'Deposits' });
    const withdrawals = screen.getByRole('table', { name: 'Withdrawals' });
    expect(
      within(deposits)
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.getAttribute('data-testid')),
    ).toEqual(['system-deposit-card', 'system-deposit-bank-transfer']);
    expect(within(withdrawals).getAllByRole('row')).toHaveLength(2);

    const card = within(screen.getByTestId('system-deposit-card'));
    expect(card.getByText('Card payments')).toBeTruthy();
    expect(card.getByText('card')).toBeTruthy();
    expect(card.getByText('Bank card')).toBeTruthy();
    expect(card.getByText('Every currency')).toBeTruthy();
    expect(card.getByText(money(5, 'EUR'))).toBeTruthy();
    expect(card.getByText(money(10_000, 'EUR'))).toBeTruthy();
    expect(card.getByText('Texts: Français')).toBeTruthy();

    const transfer = within(screen.getByTestId('system-deposit-bank-transfer'));
    expect(transfer.getByText('TND')).toBeTruthy();
    expect(transfer.getByText(money(10, 'TND'))).toBeTruthy();
    expect(transfer.getByText('2')).toBeTruthy();
    expect(transfer.getByText('Manual (bank transfer)')).toBeTruthy();

    // The sandbox crypto processor is off: the operator is told no player is offered it.
    const crypto = within(screen.getByTestId('system-payout-crypto'));
    expect(crypto.getByText('Processor not running: not offered')).toBeTruthy();
    expect(card.queryByText('Processor not running: not offered')).toBeNull();
  });

  it('switches a system off and on with its switch', async () => {
    serve();
    renderInConsole(<PaymentSystemsPage />);
    const toggle = await screen.findByRole('switch', { name: 'Card payments switched on' });
    expect(toggle).toHaveProperty('checked', true);
    fireEvent.click(toggle);
    await waitFor(() =>
      expect(writes()).toEqual([
        expect.objectContaining({
          url: '/api/backoffice/payments/systems/deposit/card/',
          method: 'PATCH',
          body: { isTemporaryDisabled: true },
        }),
      ]),
    );
  });

  it('opens the edit dialog of a system with its values', async () => {
    serve();
    renderInConsole(<PaymentSystemsPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Bank transfer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Bank transfer' });
    expect(within(dialog).getByLabelText('Minimum')).toHaveProperty('value', '10');
    expect(within(dialog).getByLabelText('Offered to')).toHaveProperty('value', 'TND');
    expect(within(dialog).getByLabelText('Currency of the limits')).toHaveProperty('value', 'TND');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(writes()).toEqual([]);
  });

  it('adds a system of a kind the server runs only, in the direction chosen', async () => {
    serve(['manual']);
    renderInConsole(<PaymentSystemsPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Add a withdrawal system' }));
    const dialog = await screen.findByRole('dialog', { name: 'New payment system' });
    expect(within(dialog).getByLabelText('Direction')).toHaveProperty('value', 'payout');
    const kind = within(dialog).getByLabelText('Kind');
    expect(
      within(kind)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Manual (bank transfer)']);
  });
});
