import { apiRequest } from '@casino/api-client';
import type { UserInfo } from '@casino/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { USER_SCOPE } from '@/lib/query-client';

export function getUserInfo(signal?: AbortSignal): Promise<UserInfo> {
  return apiRequest<UserInfo>('/api/users/user/info/', signal ? { signal } : {});
}

export const userInfoQuery = () =>
  queryOptions({
    queryKey: [USER_SCOPE, 'user-info'],
    queryFn: ({ signal }) => getUserInfo(signal),
  });

export function useUserInfo() {
  return useQuery(userInfoQuery());
}
