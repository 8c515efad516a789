import { apiRequest } from '@casino/api-client';
import { POLL, type User } from '@casino/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { USER_QUERY_KEY } from '@/lib/query-client';
import { acceptUser } from '../lib/session';
import { useAuthStore } from '../stores/auth-store';

export function getUser(signal?: AbortSignal): Promise<User> {
  return apiRequest<User>('/api/accounts/user', signal ? { signal } : {});
}

export const userQuery = () =>
  queryOptions({
    queryKey: USER_QUERY_KEY,
    queryFn: ({ signal }) => getUser(signal),
  });

/** SPEC §4: user data is polled every 5 s while signed in and not logging out. */
export function useUserPolling(enabled: boolean) {
  const active = useAuthStore((s) => s.isAuth && !s.isLoggingOut) && enabled;
  const query = useQuery({
    ...userQuery(),
    enabled: active,
    refetchInterval: active ? POLL.userDataMs : false,
    staleTime: 0,
  });
  useEffect(() => {
    if (query.data && active) acceptUser(query.data);
  }, [query.data, active]);
  return query;
}
