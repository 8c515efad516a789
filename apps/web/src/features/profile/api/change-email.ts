import { apiRequest } from '@casino/api-client';
import type { Detail, EmailRequest } from '@casino/contracts';
import { useMutation } from '@tanstack/react-query';

/** Sends a confirmation link to the new address; the change happens when it is opened. */
export function changeEmail(body: EmailRequest): Promise<Detail> {
  return apiRequest<Detail>('/api/users/change/user/email/', { method: 'POST', body });
}

export function useChangeEmail() {
  return useMutation({ mutationFn: changeEmail });
}
