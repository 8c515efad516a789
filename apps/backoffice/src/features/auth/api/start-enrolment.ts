import { apiRequest } from '@casino/api-client';
import type { TotpEnrolment } from '@casino/contracts';
import { useMutation } from '@tanstack/react-query';

/** POST /api/backoffice/me/totp/: the secret for the signed-in staff member's authenticator app. */
export function startEnrolment(): Promise<TotpEnrolment> {
  return apiRequest<TotpEnrolment>('/api/backoffice/me/totp/', { method: 'POST' });
}

export const useStartEnrolment = () => useMutation({ mutationFn: startEnrolment });
