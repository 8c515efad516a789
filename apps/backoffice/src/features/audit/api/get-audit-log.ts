import { apiRequest } from '@casino/api-client';
import type { AuditPage } from '@casino/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { STAFF_SCOPE } from '@/lib/query-client';

export const PAGE_SIZE = 50;

/** GET /api/backoffice/audit/: what staff did, newest first (the owner's). */
export function getAuditLog(page: number, signal?: AbortSignal): Promise<AuditPage> {
  return apiRequest<AuditPage>('/api/backoffice/audit/', {
    query: { page, page_size: PAGE_SIZE },
    ...(signal ? { signal } : {}),
  });
}

export const auditLogQuery = (page: number) =>
  queryOptions({
    queryKey: [STAFF_SCOPE, 'audit', page] as const,
    queryFn: ({ signal }) => getAuditLog(page, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export const useAuditLog = (page: number) => useQuery(auditLogQuery(page));
