import { apiRequest } from '@casino/api-client';
import type { BonusHistoryPage } from '@casino/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { USER_SCOPE } from '@/lib/query-client';
import { historyQuery, type BonusHistoryFilter } from '../lib/history-query';

/** GET /api/bonus-system/bonusbalance/history: what came onto the bonus balance, newest first. */
export function getBonusHistory(filter: BonusHistoryFilter, signal?: AbortSignal): Promise<BonusHistoryPage> {
  return apiRequest<BonusHistoryPage>('/api/bonus-system/bonusbalance/history', {
    query: historyQuery(filter),
    ...(signal ? { signal } : {}),
  });
}

export const bonusHistoryQuery = (filter: BonusHistoryFilter) =>
  queryOptions({
    queryKey: [USER_SCOPE, 'bonus-history', filter],
    queryFn: ({ signal }) => getBonusHistory(filter, signal),
    // Keep the current page on screen while the next one loads.
    placeholderData: keepPreviousData,
  });

export function useBonusHistory(filter: BonusHistoryFilter) {
  return useQuery(bonusHistoryQuery(filter));
}
