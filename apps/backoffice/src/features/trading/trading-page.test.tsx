import type { TradingEventDetail, TradingEventList } from '@casino/contracts';
import { configureApiClient } from '@casino/api-client';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '@/lib/query-client';
import { callsOf, jsonResponse } from '@/test/fixtures';
import { renderInConsole } from '@/test/render';
import TradingPage from './trading-page';

const fetchMock = vi.fn<typeof fetch>();
const override = { suspended: false, suspendedMarkets: [], status: null, statusSince: null, result: null, revision: 0 };
const summary = {
  id: '300',
  sport: 'football',
  sportName: 'Football',
  league: 'Premier Division',
  category: 'England',
  name: 'Lions - Tigers',
  home: 'Lions',
  away: 'Tigers',
  startsAt: '2026-03-04T18:00:00.000Z',
  live: true,
  state: 'live' as const,
  override,
  liability: 80,
};
const list: TradingEventList = {
  events: [summary],
  total: 1,
  sports: [
    { key: 'football', name: 'Football' },
    { key: 'tennis', name: 'Tennis' },
  ],
};
const detail: TradingEventDetail = {
  ...summary,
  resultShape: { kind: 'score', periods: 2, overtime: 'never' },
  result: null,
  markets: [
    {
      id: '1x2',
      type: '1x2',
      name: 'Match result',
      group: 'main',
      status: 'open',
      suspendedByOperator: false,
      outcomes: [
        { id: 'home', name: 'Lions', odds: 1.8 },
        { id: 'draw', name: 'Draw', odds: 3.4 },
        { id: 'away', name: 'Tigers', odds: 4.5 },
      ],
    },
  ],
  liabilityByMarket: [
    {
      market_id: '1x2',
      name: 'Match result',
      liability: 80,
      outcomes: [{ outcome_id: 'home', name: 'Lions', stakes: 40, payout: 80 }],
    },
  ],
};

function open(path: string) {
  renderInConsole(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/trading/*" element={<TradingPage />} />
      </Routes>
    </MemoryRouter>,
  );
}

const reads = () => callsOf(fetchMock).filter((call) => call.method === 'GET');
const writes = () => callsOf(fetchMock).filter((call) => call.method !== 'GET');

beforeEach(() => {
  queryClient.clear();
  fetchMock.mockReset();
  configureApiClient({});
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockImplementation(async (url, init) => {
    if ((init?.method ?? 'GET') !== 'GET') return jsonResponse(override);
    return jsonResponse(String(url).includes('/events/300/') ? detail : list);
  });
});

describe('the trading screen', () => {
  it('lists the live events first, and asks again by sport', async () => {
    open('/trading');
    expect(await screen.findByRole('link', { name: 'Lions - Tigers' })).toBeTruthy();
    expect(reads()[0]!.url).toBe('/api/backoffice/sportsbook/events/?state=live&limit=25&offset=0&lang=en-US');
    fireEvent.change(screen.getByLabelText('Sport'), { target: { value: 'tennis' } });
    await waitFor(() => expect(reads().at(-1)!.url).toContain('sport=tennis&state=live'));
  });

  it("shows an event's markets and liability; suspends a market, and voids the event once confirmed", async () => {
    open('/trading/events/300');
    const market = within(await screen.findByTestId('market-1x2'));
    expect(market.getByText('Lions')).toBeTruthy();
    expect(within(screen.getByTestId('liability-rows')).getByText('40.00')).toBeTruthy();
    fireEvent.click(market.getByRole('button', { name: 'Suspend' }));
    await waitFor(() =>
      expect(writes()[0]).toMatchObject({
        url: '/api/backoffice/sportsbook/events/300/suspend/',
        body: { market_id: '1x2' },
      }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Void' }));
    expect(screen.getByRole('dialog').textContent).toContain('Every bet on Lions - Tigers is settled at odds 1.00');
    fireEvent.click(screen.getByTestId('confirm'));
    await waitFor(() => expect(writes()[1]).toMatchObject({ url: '/api/backoffice/sportsbook/events/300/void/' }));
  });
});
