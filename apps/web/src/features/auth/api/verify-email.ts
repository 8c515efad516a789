import { apiRequest } from '@casino/api-client';
import type { EmailVerifyResponse } from '@casino/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

export function verifyEmail(token: string): Promise<EmailVerifyResponse> {
  return apiRequest<EmailVerifyResponse>(`/api/accounts/email-verify/${encodeURIComponent(token)}`, {
    method: 'POST',
    auth: false,
  });
}

/**
 * A query rather than a mutation: the link is confirmed once per page view even when
 * React mounts the page twice (StrictMode), and the result is cached for the token.
 */
export const verifyEmailQuery = (token: string) =>
  queryOptions({
    queryKey: ['email-verify', token],
    queryFn: () => verifyEmail(token),
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
  });

export function useVerifyEmail(token: string) {
  return useQuery(verifyEmailQuery(token));
}
