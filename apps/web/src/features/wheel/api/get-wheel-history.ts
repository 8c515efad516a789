import { apiRequest } from '@casino/api-client';
import type { WheelHistoryPage } from '@casino/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { USER_SCOPE } from '@/lib/query-client';

export const WHEEL_HISTORY_KEY = [USER_SCOPE, 'wheel-history'] as const;

/** GET /services/wheel/statistics/betshistory/: the player's spins, newest first, a page at a time. */
export function getWheelHistory(page: number, pageSize: number, signal?: AbortSignal): Promise<WheelHistoryPage> {
  return apiRequest<WheelHistoryPage>('/services/wheel/statistics/betshistory/', {
    query: { page, page_size: pageSize },
    ...(signal ? { signal } : {}),
  });
}

export const wheelHistoryQuery = (page: number, pageSize: number) =>
  queryOptions({
    queryKey: [...WHEEL_HISTORY_KEY, page, pageSize],
    queryFn: ({ signal }) => getWheelHistory(page, pageSize, signal),
    // Keep the current page on screen while the next one loads.
    placeholderData: keepPreviousData,
  });

export function useWheelHistory(page: number, pageSize: number) {
  return useQuery(wheelHistoryQuery(page, pageSize));
}
