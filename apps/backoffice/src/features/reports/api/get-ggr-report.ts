import { apiRequest } from '@casino/api-client';
import type { GgrReport, ReportGrouping } from '@casino/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { STAFF_SCOPE } from '@/lib/query-client';
import { type ReportFilters, reportQuery } from '../lib/range';

/** GET /api/backoffice/reports/ggr/: GGR and NGR per currency, by day, game, provider or sport (the owner's). */
export function getGgrReport(filters: ReportFilters, by: ReportGrouping, signal?: AbortSignal): Promise<GgrReport> {
  return apiRequest<GgrReport>('/api/backoffice/reports/ggr/', {
    query: reportQuery(filters, { by }),
    ...(signal ? { signal } : {}),
  });
}

export const ggrReportQuery = (filters: ReportFilters, by: ReportGrouping) =>
  queryOptions({
    queryKey: [STAFF_SCOPE, 'reports', 'ggr', by, filters] as const,
    queryFn: ({ signal }) => getGgrReport(filters, by, signal),
    placeholderData: keepPreviousData,
  });

export const useGgrReport = (filters: ReportFilters, by: ReportGrouping, enabled = true) =>
  useQuery({ ...ggrReportQuery(filters, by), enabled });
