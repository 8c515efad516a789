import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '@/test/fixtures';
import { getBonusHistory } from '../api/get-bonus-history';
import { getCashbackHistory } from '../api/get-cashback-history';
import { historyQuery } from './history-query';

describe('historyQuery', () => {
  it('always asks for one page of credits (is_accrued=true)', () => {
    expect(historyQuery({ page: 1, pageSize: 20 })).toEqual({ page: '1', page_size: '20', is_accrued: 'true' });
  });

  it('drops empty filters', () => {
    expect(historyQuery({ page: 2, pageSize: 20, from: '', to: undefined, type: undefined })).toEqual({
      page: '2',
      page_size: '20',
      is_accrued: 'true',
    });
  });

  it('passes the days as they are: the server makes them the start and the end of the day', () => {
    expect(historyQuery({ page: 1, pageSize: 20, from: '2026-11-01', to: '2026-11-20', type: 'Cashback' })).toEqual({
      page: '1',
      page_size: '20',
      is_accrued: 'true',
      date_from: '2026-11-01',
      date_to: '2026-11-20',
      type: 'Cashback',
    });
  });
});

describe('the history calls', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    fetchMock.mockReset();
    fetchMock.mockImplementation(async () => jsonResponse({ count: 0, page: 1, page_size: 20, results: [] }));
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => vi.unstubAllGlobals());
  const requested = () => new URL(String(fetchMock.mock.calls.at(-1)![0]), 'http://x');

  it('asks the bonus history with its filters', async () => {
    await getBonusHistory({ page: 3, pageSize: 20, from: '2026-11-01', type: 'LuckySpin' });
    expect(requested().pathname).toBe('/api/bonus-system/bonusbalance/history');
    expect(Object.fromEntries(requested().searchParams)).toEqual({
      page: '3',
      page_size: '20',
      is_accrued: 'true',
      date_from: '2026-11-01',
      type: 'LuckySpin',
    });
  });

  it('asks the cashback history by day only: a type never goes with it', async () => {
    const withStrayType = { page: 1, pageSize: 20, to: '2026-11-20', type: 'LuckySpin' } as const;
    await getCashbackHistory(withStrayType);
    expect(requested().pathname).toBe('/api/bonus-system/cashback/history');
    expect(Object.fromEntries(requested().searchParams)).toEqual({
      page: '1',
      page_size: '20',
      is_accrued: 'true',
      date_to: '2026-11-20',
    });
  });
});
