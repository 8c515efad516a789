import type { GgrReport, GgrRow, PaymentsReport, PlayersReport } from '@casino/contracts';
import { configureApiClient } from '@casino/api-client';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '@/lib/query-client';
import { jsonResponse } from '@/test/fixtures';
import { renderInConsole } from '@/test/render';
import { fileNameOf } from './api/download-report';
import ReportsPage from './reports-page';

const fetchMock = vi.fn<typeof fetch>();

const row = (key: string, ggr: number, extra: Partial<GgrRow> = {}): GgrRow => ({
  key,
  provider: null,
  currency: 'EUR',
  bets: 2,
  stakes: 10,
  wins: 10 - ggr,
  ggr,
  bonus_stakes: 0,
  bonus_wins: 0,
  bonus_cost: 1,
  ngr: ggr - 1,
  ...extra,
});

const byDay: GgrReport = {
  from: '2026-11-27',
  to: '2026-11-28',
  by: 'day',
  currency: null,
  rows: [row('2026-11-27', -4), row('2026-11-28', 6)],
  totals: [row('total', 2, { bets: 4, stakes: 20, wins: 18, bonus_cost: 2, ngr: 0 })],
};
const byGame: GgrReport = {
  ...byDay,
  by: 'game',
  rows: [
    row('slot-1', 6, { provider: 'studio', bonus_cost: null, ngr: null }),
    row('slot-2', -4, { provider: 'studio', bonus_cost: null, ngr: null }),
  ],
};
const bySport: GgrReport = {
  ...byGame,
  by: 'sport',
  rows: [
    row('football', 3, { provider: 'sportsbook', bonus_cost: null, ngr: null }),
    row('multi-sport', 2, { provider: 'sportsbook', bonus_cost: null, ngr: null }),
  ],
};
const payments: PaymentsReport = {
  from: '2026-11-27',
  to: '2026-11-28',
  currency: null,
  rows: [
    { day: '2026-11-28', currency: 'EUR', deposits_count: 1, deposits_sum: 50, payouts_count: 1, payouts_sum: 30 },
  ],
  totals: [{ currency: 'EUR', deposits_count: 1, deposits_sum: 50, payouts_count: 1, payouts_sum: 30 }],
  pending: [{ direction: 'deposit', currency: 'EUR', count: 1, sum: 40 }],
};
const players: PlayersReport = {
  from: '2026-11-27',
  to: '2026-11-28',
  rows: [
    { day: '2026-11-27', active: 1 },
    { day: '2026-11-28', active: 2 },
  ],
  active_total: 2,
};

beforeEach(() => {
  queryClient.clear();
  fetchMock.mockReset();
  configureApiClient({});
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockImplementation(async (input) => {
    const url = new URL(String(input), 'http://console.test');
    if (url.pathname === '/api/settings/') return jsonResponse({ currencies: ['EUR', 'USD'] });
    if (url.searchParams.get('format') === 'csv')
      return new Response('key,ggr\r\n', { headers: { 'Content-Type': 'text/csv' } });
    if (url.pathname.endsWith('/ggr/'))
      return jsonResponse({ game: byGame, sport: bySport }[url.searchParams.get('by') ?? ''] ?? byDay);
    if (url.pathname.endsWith('/payments/')) return jsonResponse(payments);
    if (url.pathname.endsWith('/players/')) return jsonResponse(players);
    return jsonResponse({ code: 'not_found', message: '' }, 404);
  });
});

describe('the reports page', () => {
  it('draws GGR and NGR by day with the same numbers in a table, and the sorted breakdown', async () => {
    renderInConsole(<ReportsPage />);
    const block = await screen.findByTestId('ggr-EUR');
    const chart = within(block).getByRole('img', { name: 'GGR and NGR by day, EUR' });
    // One bar per day, the losing day below the zero line (red).
    expect(chart.querySelectorAll('rect')).toHaveLength(2);
    expect(chart.querySelector('rect.fill-danger-400\\/80')).not.toBeNull();
    const table = within(block).getByRole('table', { name: /GGR and NGR by day, EUR: the chart.s numbers/ });
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(table.textContent).toMatch(/[-−]EUR\s4\.00EUR\s0\.00EUR\s1\.00[-−]EUR\s5\.00/);

    const rows = await screen.findByTestId('breakdown-rows');
    await waitFor(() => expect(within(rows).getAllByRole('row')).toHaveLength(2));
    const names = () =>
      within(rows)
        .getAllByRole('row')
        .map((line) => line.firstElementChild?.textContent);
    expect(names()).toEqual(['slot-1', 'slot-2']);
    fireEvent.click(screen.getByRole('button', { name: /^GGR/ }));
    expect(names()).toEqual(['slot-2', 'slot-1']);
    expect(screen.getByTestId('payments-pending').textContent).toMatch(/Deposits: 1, EUR\s40\.00/);
  });

  it('names each sport in the breakdown by sport, and a ticket of several sports as such', async () => {
    renderInConsole(<ReportsPage />);
    fireEvent.click(await screen.findByRole('tab', { name: 'By sport' }));
    const rows = await screen.findByTestId('breakdown-rows');
    await waitFor(() =>
      expect(
        within(rows)
          .getAllByRole('row')
          .map((line) => line.firstElementChild?.textContent),
      ).toEqual(['Football', 'Several sports (one ticket)']),
    );
  });

  it('refuses a backwards range beside its field, and asks nothing for it', async () => {
    renderInConsole(<ReportsPage />);
    await screen.findByTestId('ggr-EUR');
    const calls = fetchMock.mock.calls.length;
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2030-01-01' } });
    expect(await screen.findByText('The start is after the end.')).toBeTruthy();
    expect(fetchMock.mock.calls.length).toBe(calls);
  });

  it('downloads a CSV with the bearer token, as the file the server names', async () => {
    const saved: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:x', revokeObjectURL: () => {} }));
    renderInConsole(<ReportsPage />);
    await screen.findByTestId('ggr-EUR');
    fireEvent.click(screen.getByTestId('download-ggr-day'));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toMatch(/^ggr-by-day-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv$/);
    const csvCall = fetchMock.mock.calls.find(([input]) => String(input).includes('format=csv'));
    expect(String(csvCall?.[0])).toContain('by=day');
    click.mockRestore();
  });

  it('names files as the server does', () => {
    const filters = { from: '2026-11-01', to: '2026-11-30', currency: 'EUR' };
    expect(fileNameOf({ report: 'ggr', filters, by: 'game' })).toBe('ggr-by-game-eur-2026-11-01-2026-11-30.csv');
    expect(fileNameOf({ report: 'payments', filters })).toBe('payments-eur-2026-11-01-2026-11-30.csv');
    expect(fileNameOf({ report: 'players', filters })).toBe('active-players-2026-11-01-2026-11-30.csv');
  });
});
