import type { WheelHistoryPage, WheelSpinHistoryItem } from '@casino/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { formatDate, formatTime } from '@/lib/date';
import { jsonResponse } from '@/test/fixtures';
import { WheelHistory, WheelHistoryTable } from './wheel-history';

const spin = (id: number, overrides: Partial<WheelSpinHistoryItem> = {}): WheelSpinHistoryItem => ({
  id,
  date: '2026-03-14',
  time: '09:26:53',
  winAmount: 0,
  betAmount: 0,
  isFree: true,
  prizeName: 'Try again',
  userBalanceBefore: 10,
  userBalanceAfter: 10,
  userId: 1,
  currency: 'EUR',
  ...overrides,
});

const page = (number: number, results: WheelSpinHistoryItem[], count: number): WheelHistoryPage => ({
  count,
  page: number,
  page_size: 2,
  results,
});

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});

function renderHistory() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <WheelHistory pageSize={2} />
    </QueryClientProvider>,
  );
}

const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('WheelHistoryTable', () => {
  it('shows the date, the type, the amount won with its currency and the prize', () => {
    render(
      <WheelHistoryTable
        items={[
          spin(3, { isFree: false, betAmount: 1, winAmount: 2, prizeName: '2.00' }),
          spin(2, { isFree: true, winAmount: 0, prizeName: 'Royal Ace cap' }),
          spin(1),
        ]}
      />,
    );
    const table = screen.getByTestId('wheel-history-table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Date', 'Type', 'Won', 'Prize']);
    const rows = screen.getAllByTestId('wheel-history-row');
    expect(rows).toHaveLength(3);
    // The server's day and time are UTC: shown in the player's time.
    const at = '2026-03-14T09:26:53Z';
    expect(cells(rows[0]!)).toEqual([`${formatDate(at)}${formatTime(at)}`, 'Paid-€1.00', '€2.00', 'Bonus money']);
    expect(cells(rows[1]!)).toEqual([`${formatDate(at)}${formatTime(at)}`, 'Free', '—', 'Royal Ace cap']);
    expect(rows.map((row) => row.dataset.free)).toEqual(['false', 'true', 'true']);
  });
});

describe('WheelHistory', () => {
  it('says so when there are no spins yet', async () => {
    fetchMock.mockResolvedValue(jsonResponse(page(1, [], 0)));
    renderHistory();
    expect((await screen.findByTestId('wheel-history-empty')).textContent).toBe(
      'No spins yet. Your spins will show here.',
    );
    expect(String(fetchMock.mock.calls[0]![0])).toBe('/services/wheel/statistics/betshistory/?page=1&page_size=2');
  });

  it('goes through the spins a page at a time', async () => {
    fetchMock
      .mockResolvedValueOnce(jsonResponse(page(1, [spin(5), spin(4)], 3)))
      .mockResolvedValueOnce(jsonResponse(page(2, [spin(3)], 3)))
      .mockResolvedValueOnce(jsonResponse(page(1, [spin(5), spin(4)], 3)));
    renderHistory();
    await waitFor(() => expect(screen.getAllByTestId('wheel-history-row')).toHaveLength(2));
    expect(screen.getByText('Page 1 of 2')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(screen.getAllByTestId('wheel-history-row')).toHaveLength(1));
    expect(String(fetchMock.mock.calls[1]![0])).toBe('/services/wheel/statistics/betshistory/?page=2&page_size=2');
    expect(screen.getByTestId('wheel-history').dataset.page).toBe('2');
    expect((screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Previous' }));
    await waitFor(() => expect(screen.getAllByTestId('wheel-history-row')).toHaveLength(2));
  });

  it('follows a page kept by its caller', async () => {
    fetchMock.mockResolvedValue(jsonResponse(page(3, [spin(1)], 5)));
    const onPage = vi.fn();
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <WheelHistory pageSize={2} page={3} onPage={onPage} />
      </QueryClientProvider>,
    );
    await waitFor(() => expect(screen.getAllByTestId('wheel-history-row')).toHaveLength(1));
    expect(String(fetchMock.mock.calls[0]![0])).toBe('/services/wheel/statistics/betshistory/?page=3&page_size=2');
    fireEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(onPage).toHaveBeenCalledWith(2);
  });

  it('shows a failure in words', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ code: 'not_authenticated', message: 'x' }, 401));
    renderHistory();
    expect((await screen.findByRole('alert')).textContent).toBeTruthy();
  });
});
