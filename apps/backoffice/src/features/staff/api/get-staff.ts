import { apiRequest } from '@casino/api-client';
import type { StaffAccount } from '@casino/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { STAFF_SCOPE } from '@/lib/query-client';

/** GET /api/backoffice/staff/: every staff account (the owner's). */
export function getStaff(signal?: AbortSignal): Promise<StaffAccount[]> {
  return apiRequest<StaffAccount[]>('/api/backoffice/staff/', signal ? { signal } : {});
}

export const staffQuery = () =>
  queryOptions({ queryKey: [STAFF_SCOPE, 'staff'] as const, queryFn: ({ signal }) => getStaff(signal) });

export const useStaff = () => useQuery(staffQuery());
