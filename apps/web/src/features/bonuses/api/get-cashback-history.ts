import { apiRequest } from '@casino/api-client';
import type { BonusHistoryPage } from '@casino/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { USER_SCOPE } from '@/lib/query-client';
import { historyQuery, type BonusHistoryFilter } from '../lib/history-query';

/** The cashback history has no type filter: every row is cashback. */
export type CashbackHistoryFilter = Omit<BonusHistoryFilter, 'type'>;

/** GET /api/bonus-system/cashback/history: the cashback credited to the bonus balance, newest first. */
export function getCashbackHistory(filter: CashbackHistoryFilter, signal?: AbortSignal): Promise<BonusHistoryPage> {
  const { page, pageSize, from, to } = filter;
  return apiRequest<BonusHistoryPage>('/api/bonus-system/cashback/history', {
    query: historyQuery({ page, pageSize, from, to }),
    ...(signal ? { signal } : {}),
  });
}

export const cashbackHistoryQuery = (filter: CashbackHistoryFilter) =>
  queryOptions({
    queryKey: [USER_SCOPE, 'cashback-history', filter],
    queryFn: ({ signal }) => getCashbackHistory(filter, signal),
    placeholderData: keepPreviousData,
  });

export function useCashbackHistory(filter: CashbackHistoryFilter) {
  return useQuery(cashbackHistoryQuery(filter));
}
