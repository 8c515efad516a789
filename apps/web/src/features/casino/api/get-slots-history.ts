import { apiRequest } from '@casino/api-client';
import { GAMES_API, type SlotsHistoryPage } from '@casino/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { USER_SCOPE } from '@/lib/query-client';

export interface SlotsHistoryFilter {
  page: number;
  pageSize: number;
  /** Whole days (YYYY-MM-DD); the server counts from the start of `from` to the end of `to`. */
  from?: string | undefined;
  to?: string | undefined;
  producer?: string | undefined;
}

export function getSlotsHistory(filter: SlotsHistoryFilter, signal?: AbortSignal): Promise<SlotsHistoryPage> {
  return apiRequest<SlotsHistoryPage>(GAMES_API.slotsHistory, {
    query: {
      page: filter.page,
      page_size: filter.pageSize,
      date_from: filter.from,
      date_to: filter.to,
      producer: filter.producer,
    },
    ...(signal ? { signal } : {}),
  });
}

export const slotsHistoryQuery = (filter: SlotsHistoryFilter) =>
  queryOptions({
    queryKey: [USER_SCOPE, 'slots-history', filter],
    queryFn: ({ signal }) => getSlotsHistory(filter, signal),
    placeholderData: keepPreviousData,
  });

export function useSlotsHistory(filter: SlotsHistoryFilter) {
  return useQuery(slotsHistoryQuery(filter));
}
