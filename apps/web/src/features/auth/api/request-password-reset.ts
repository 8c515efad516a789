import { apiRequest } from '@casino/api-client';
import type { Detail, EmailRequest } from '@casino/contracts';
import { useMutation } from '@tanstack/react-query';

export function requestPasswordReset(body: EmailRequest): Promise<Detail> {
  return apiRequest<Detail>('/api/accounts/password/reset/', { method: 'POST', body, auth: false });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
