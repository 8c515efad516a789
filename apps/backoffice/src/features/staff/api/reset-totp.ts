import { apiRequest } from '@casino/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { STAFF_SCOPE } from '@/lib/query-client';

/** POST /api/backoffice/staff/{id}/reset-totp/: a lost phone; the next sign-in sets it up again. */
export function resetTotp(id: number): Promise<void> {
  return apiRequest<void>(`/api/backoffice/staff/${id}/reset-totp/`, { method: 'POST' });
}

export function useResetTotp() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: resetTotp,
    onSuccess: () => client.invalidateQueries({ queryKey: [STAFF_SCOPE, 'staff'] }),
  });
}
