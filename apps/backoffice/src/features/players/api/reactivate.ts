import { apiRequest } from '@casino/api-client';
import type { Exclusion } from '@casino/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { STAFF_SCOPE } from '@/lib/query-client';

/** POST /api/backoffice/exclusions/{id}/reactivate/: ends a self-exclusion the player asked to end. */
export function reactivate(exclusionId: number): Promise<Exclusion> {
  return apiRequest<Exclusion>(`/api/backoffice/exclusions/${exclusionId}/reactivate/`, { method: 'POST' });
}

export function useReactivate() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: reactivate,
    onSettled: () => client.invalidateQueries({ queryKey: [STAFF_SCOPE, 'reactivations'] }),
  });
}
