import { apiRequest } from '@casino/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { STAFF_SCOPE } from '@/lib/query-client';

/** POST /api/backoffice/me/totp/confirm/: a first code turns two-factor sign-in on. */
export function confirmEnrolment(code: string): Promise<void> {
  return apiRequest<void>('/api/backoffice/me/totp/confirm/', { method: 'POST', body: { code } });
}

export function useConfirmEnrolment() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: confirmEnrolment,
    // The account now says two-factor is on.
    onSuccess: () => client.invalidateQueries({ queryKey: [STAFF_SCOPE, 'me'] }),
  });
}
