import { apiRequest } from '@casino/api-client';
import type { LoginRequest, LoginResponse } from '@casino/contracts';
import { useMutation } from '@tanstack/react-query';
import { completeLogin } from '../lib/session';

export function login(body: LoginRequest): Promise<LoginResponse> {
  return apiRequest<LoginResponse>('/api/accounts/login/', { method: 'POST', body, auth: false });
}

/** Resolves true when a player is now signed in (other roles are turned away). */
export function useLogin() {
  return useMutation({
    mutationFn: async (body: LoginRequest) => completeLogin(await login(body)),
  });
}
