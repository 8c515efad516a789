import { apiRequest } from '@casino/api-client';
import type { ChangePasswordRequest, Detail } from '@casino/contracts';
import { useMutation } from '@tanstack/react-query';

export function changePassword(body: ChangePasswordRequest): Promise<Detail> {
  return apiRequest<Detail>('/api/users/user/change-password/', { method: 'POST', body });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
