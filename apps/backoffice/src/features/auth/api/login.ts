import { apiRequest } from '@casino/api-client';
import type { StaffLoginRequest, StaffLoginResponse } from '@casino/contracts';
import { useMutation } from '@tanstack/react-query';
import { completeLogin } from '../lib/session';

/**
 * The staff sign-in. Errors it answers with: 401 no_active_account (wrong credentials, or a
 * player's account), 401 totp_required, 401 totp_invalid, 403 totp_setup_required (with the
 * enrolment in the body), 429 too_many_requests.
 */
export function postStaffLogin(body: StaffLoginRequest): Promise<StaffLoginResponse> {
  return apiRequest<StaffLoginResponse>('/api/backoffice/auth/login/', { method: 'POST', body, auth: false });
}

export function useStaffLogin() {
  return useMutation({
    mutationFn: async (body: StaffLoginRequest) => completeLogin(await postStaffLogin(body)),
  });
}
