import { apiRequest } from '@casino/api-client';
import type { PaymentsReport } from '@casino/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { STAFF_SCOPE } from '@/lib/query-client';
import { type ReportFilters, reportQuery } from '../lib/range';

/** GET /api/backoffice/reports/payments/: successful deposits and payouts per day and currency, and the pending ones. */
export function getPaymentsReport(filters: ReportFilters, signal?: AbortSignal): Promise<PaymentsReport> {
  return apiRequest<PaymentsReport>('/api/backoffice/reports/payments/', {
    query: reportQuery(filters),
    ...(signal ? { signal } : {}),
  });
}

export const paymentsReportQuery = (filters: ReportFilters) =>
  queryOptions({
    queryKey: [STAFF_SCOPE, 'reports', 'payments', filters] as const,
    queryFn: ({ signal }) => getPaymentsReport(filters, signal),
    placeholderData: keepPreviousData,
  });

export const usePaymentsReport = (filters: ReportFilters, enabled = true) =>
  useQuery({ ...paymentsReportQuery(filters), enabled });
