import { apiRequest } from '@casino/api-client';
import type { Detail, EmailRequest } from '@casino/contracts';
import { useMutation } from '@tanstack/react-query';

export function resendVerificationEmail(body: EmailRequest): Promise<Detail> {
  return apiRequest<Detail>('/api/accounts/registration/resend-email/', {
    method: 'POST',
    body,
    auth: false,
  });
}

export function useResendEmail() {
  return useMutation({ mutationFn: resendVerificationEmail });
}
