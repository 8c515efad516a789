import type { NoticeItem, NoticeKind } from '@casino/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLocale } from '@/lib/i18n';
import { jsonResponse } from '@/test/fixtures';
import { HIDDEN_NOTICES_KEY, useHiddenNotices } from '../stores/hidden-notices';
import BonusNotices from './bonus-notices';

vi.mock('@casino/ui/toast', () => ({ notify: vi.fn() }));
vi.mock('@/lib/notify-error', () => ({ notifyError: vi.fn() }));
const { notifyError } = await import('@/lib/notify-error');
const fetchMock = vi.fn<typeof fetch>();

const notice = (kind: NoticeKind, id: string, amount: number, amountCurrency = 'EUR'): NoticeItem => ({
  id,
  kind,
  amount,
  amountCurrency,
  createdAt: '2026-01-01T10:00:00.000Z',
});

/** What the server holds: unacknowledged notices per kind; an acknowledge removes one. */
let server: Record<NoticeKind, NoticeItem[]>;
let acknowledgeStatus = 200;
const listCalls = (kind: NoticeKind) =>
  fetchMock.mock.calls.filter(([url]) => String(url) === `/api/bonus-system/notices/?kind=${kind}`).length;
const acknowledgeCalls = () => fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST').map(([url]) => url);

function renderNotices(userId = 1) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <BonusNotices userId={userId} />
    </QueryClientProvider>,
  );
}

const dialog = () => screen.queryByRole('dialog');
const backdrop = () => dialog()!.previousElementSibling as HTMLElement;

beforeEach(() => {
  server = { jackpot: [], cashback: [], first_deposit: [] };
  acknowledgeStatus = 200;
  localStorage.removeItem(HIDDEN_NOTICES_KEY);
  useHiddenNotices.setState({ hidden: { jackpot: [], cashback: [], first_deposit: [] }, firstDepositShown: [] });
  vi.mocked(notifyError).mockClear();
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://site.test');
    if (init?.method === 'POST') {
      const id = /notices\/([^/]+)\/acknowledge/.exec(url.pathname)![1]!;
      if (acknowledgeStatus !== 200) return jsonResponse({ code: 'not_found', message: 'No such notice.' }, 404);
      for (const kind of Object.keys(server) as NoticeKind[])
        server[kind] = server[kind].filter((item) => item.id !== id);
      return jsonResponse({ id, acknowledgedAt: '2026-01-01T10:01:00.000Z' });
    }
    return jsonResponse(server[url.searchParams.get('kind') as NoticeKind]);
  });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => changeLocale('en-US'));

describe('BonusNotices', () => {
  it('shows one notice at a time, with its title and amount, and thanks with an acknowledge', async () => {
    server.jackpot = [notice('jackpot', '41', 1234.5)];
    server.cashback = [notice('cashback', '40', 12.3)];
    renderNotices();

    expect(await screen.findByRole('dialog', { name: 'Personal jackpot!' })).toBeTruthy();
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    expect(screen.getByTestId('notice-amount').textContent).toBe('€1,234.50');

    fireEvent.click(screen.getByTestId('notice-thanks'));
    expect(await screen.findByRole('dialog', { name: 'Cashback' })).toBeTruthy();
    expect(acknowledgeCalls()).toEqual(['/api/bonus-system/notices/41/acknowledge/']);
    expect(screen.getByTestId('notice-amount').textContent).toBe('€12.30');

    fireEvent.click(screen.getByTestId('notice-thanks'));
    await waitFor(() => expect(dialog()).toBeNull());
    expect(acknowledgeCalls()).toHaveLength(2);
    expect(useHiddenNotices.getState().hidden).toEqual({ jackpot: [], cashback: [], first_deposit: [] });
  });

  it('hides a notice on this browser only when the backdrop is clicked', async () => {
    server.cashback = [notice('cashback', '50', 3), notice('cashback', '49', 2)];
    const view = renderNotices();
    await screen.findByRole('dialog', { name: 'Cashback' });
    fireEvent.click(backdrop());
    await waitFor(() => expect(screen.getByTestId('notice-amount').textContent).toBe('€2.00'));
    expect(acknowledgeCalls()).toEqual([]);
    expect(JSON.parse(localStorage.getItem(HIDDEN_NOTICES_KEY)!).state.hidden.cashback).toEqual(['50']);

    // Escape hides too; after a reload neither comes back, though the server still lists both.
    fireEvent.keyDown(document, { key: 'Escape' });
    await waitFor(() => expect(dialog()).toBeNull());
    view.unmount();
    renderNotices();
    await waitFor(() => expect(listCalls('cashback')).toBe(2));
    expect(dialog()).toBeNull();
  });

  it('polls each kind every 15 s; the first-deposit check stops once one has come', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderNotices();
    await waitFor(() => expect(listCalls('first_deposit')).toBe(1));
    expect([listCalls('jackpot'), listCalls('cashback')]).toEqual([1, 1]);

    await act(() => vi.advanceTimersByTimeAsync(15_000));
    expect([listCalls('jackpot'), listCalls('cashback'), listCalls('first_deposit')]).toEqual([2, 2, 2]);

    server.first_deposit = [notice('first_deposit', '60', 50)];
    await act(() => vi.advanceTimersByTimeAsync(15_000));
    expect(await screen.findByRole('dialog', { name: 'First-deposit bonus' })).toBeTruthy();
    expect(useHiddenNotices.getState().firstDepositShown).toEqual([1]);

    fireEvent.click(screen.getByTestId('notice-thanks'));
    await waitFor(() => expect(dialog()).toBeNull());
    await act(() => vi.advanceTimersByTimeAsync(45_000));
    expect([listCalls('jackpot'), listCalls('cashback'), listCalls('first_deposit')]).toEqual([6, 6, 3]);
  });

  it('does not check for a first-deposit notice again once it was shown to this player', async () => {
    useHiddenNotices.getState().markFirstDepositShown(7);
    renderNotices(7);
    await waitFor(() => expect(listCalls('cashback')).toBe(1));
    expect(listCalls('first_deposit')).toBe(0);
  });

  it('keeps the notice and says why when the acknowledge fails; drops it when it is gone', async () => {
    server.jackpot = [notice('jackpot', '70', 5)];
    renderNotices();
    await screen.findByRole('dialog');
    const original = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (input, init) =>
      init?.method === 'POST' ? jsonResponse({ code: 'internal_error', message: 'Boom' }, 500) : original(input, init),
    );
    fireEvent.click(screen.getByTestId('notice-thanks'));
    await waitFor(() => expect(notifyError).toHaveBeenCalledTimes(1));
    expect(dialog()).not.toBeNull();

    fetchMock.mockImplementation(original);
    acknowledgeStatus = 404;
    fireEvent.click(screen.getByTestId('notice-thanks'));
    await waitFor(() => expect(dialog()).toBeNull());
    expect(notifyError).toHaveBeenCalledTimes(1);
  });

  it('speaks each language, Arabic right to left', async () => {
    server.first_deposit = [notice('first_deposit', '80', 1234.5)];
    await changeLocale('ar-ar');
    renderNotices();
    expect(await screen.findByRole('dialog', { name: 'مكافأة الإيداع الأول' })).toBeTruthy();
    expect(document.documentElement.dir).toBe('rtl');
    expect(screen.getByTestId('notice-thanks').textContent).toBe('شكرًا!');
    expect(screen.getByTestId('notice-amount').textContent).toBe('1,234.50\u00a0€');

    await act(() => changeLocale('fr-fr'));
    expect(screen.getByRole('dialog', { name: 'Bonus de premier dépôt' })).toBeTruthy();
    expect(screen.getByTestId('notice-amount').textContent).toBe('1\u202f234,50\u00a0€');
    expect(document.documentElement.dir).toBe('ltr');
  });
});
