import { apiRequest } from '@casino/api-client';
import type { Staff } from '@casino/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { STAFF_SCOPE } from '@/lib/query-client';
import { acceptStaff } from '../lib/session';

export function getMe(signal?: AbortSignal): Promise<Staff> {
  return apiRequest<Staff>('/api/backoffice/me/', signal ? { signal } : {});
}

export const meQuery = () =>
  queryOptions({
    queryKey: [STAFF_SCOPE, 'me'] as const,
    queryFn: ({ signal }) => getMe(signal),
    staleTime: 0,
  });

/** Reads the signed-in staff member again (at load, and whenever the console mounts its shell). */
export function useMe(enabled: boolean) {
  const query = useQuery({ ...meQuery(), enabled });
  useEffect(() => {
    if (query.data && enabled) acceptStaff(query.data);
  }, [query.data, enabled]);
  return query;
}
