import type { Detail, EmailRequest } from '@casino/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export function requestPasswordReset(body: EmailRequest): Promise<Detail> {
  return apiRequest<Detail>('/api/accounts/password/reset/', { method: 'POST', body, auth: false });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
