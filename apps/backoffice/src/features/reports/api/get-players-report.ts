import { apiRequest } from '@casino/api-client';
import type { PlayersReport } from '@casino/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { STAFF_SCOPE } from '@/lib/query-client';
import type { ReportFilters } from '../lib/range';

/** GET /api/backoffice/reports/players/: players who staked real money, per day and over the range. */
export function getPlayersReport(filters: ReportFilters, signal?: AbortSignal): Promise<PlayersReport> {
  return apiRequest<PlayersReport>('/api/backoffice/reports/players/', {
    query: { from: filters.from, to: filters.to },
    ...(signal ? { signal } : {}),
  });
}

export const playersReportQuery = (filters: ReportFilters) =>
  queryOptions({
    queryKey: [STAFF_SCOPE, 'reports', 'players', filters.from, filters.to] as const,
    queryFn: ({ signal }) => getPlayersReport(filters, signal),
    placeholderData: keepPreviousData,
  });

export const usePlayersReport = (filters: ReportFilters, enabled = true) =>
  useQuery({ ...playersReportQuery(filters), enabled });
