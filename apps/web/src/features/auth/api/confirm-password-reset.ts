import { apiRequest } from '@casino/api-client';
import type { Detail, PasswordResetConfirmRequest } from '@casino/contracts';
import { useMutation } from '@tanstack/react-query';

export function confirmPasswordReset(token: string, body: PasswordResetConfirmRequest): Promise<Detail> {
  return apiRequest<Detail>(`/api/accounts/password/reset/confirm/${encodeURIComponent(token)}`, {
    method: 'POST',
    body,
    auth: false,
  });
}

export function useConfirmPasswordReset(token: string) {
  return useMutation({
    mutationFn: (body: PasswordResetConfirmRequest) => confirmPasswordReset(token, body),
  });
}
