import { apiRequest } from '@casino/api-client';
import type { UserInfo, UserInfoPatch } from '@casino/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { userInfoQuery } from './get-user-info';

/** PATCH takes snake_case and answers camelCase (SPEC §7). */
export function updateUserInfo(body: UserInfoPatch): Promise<UserInfo> {
  return apiRequest<UserInfo>('/api/users/user/info/', { method: 'PATCH', body });
}

export function useUpdateUserInfo() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateUserInfo,
    onSuccess: (info) => client.setQueryData(userInfoQuery().queryKey, info),
  });
}
