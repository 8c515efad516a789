import { apiRequest } from '@casino/api-client';
import type { User, UserPatch } from '@casino/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { acceptUser } from '../lib/session';
import { userQuery } from './get-user';

export function updateUser(body: UserPatch): Promise<User> {
  return apiRequest<User>('/api/accounts/user', { method: 'PATCH', body });
}

export function useUpdateUser() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateUser,
    onSuccess: (user) => {
      client.setQueryData(userQuery().queryKey, user);
      acceptUser(user);
    },
  });
}
