import { apiRequest } from '@casino/api-client';
import type { NewStaffRequest, StaffAccount } from '@casino/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { STAFF_SCOPE } from '@/lib/query-client';

/** POST /api/backoffice/staff/: a staff account; its two-factor sign-in is set up at its first sign-in. */
export function createStaff(body: NewStaffRequest): Promise<StaffAccount> {
  return apiRequest<StaffAccount>('/api/backoffice/staff/', { method: 'POST', body });
}

export function useCreateStaff() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createStaff,
    onSuccess: () => client.invalidateQueries({ queryKey: [STAFF_SCOPE, 'staff'] }),
  });
}
