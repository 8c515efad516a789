import { apiRequest } from '@casino/api-client';
import type { Detail, RegistrationRequest } from '@casino/contracts';
import { useMutation } from '@tanstack/react-query';

export function register(body: RegistrationRequest): Promise<Detail> {
  return apiRequest<Detail>('/api/accounts/registration/', { method: 'POST', body, auth: false });
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
