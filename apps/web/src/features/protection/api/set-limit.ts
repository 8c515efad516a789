import { apiRequest } from '@casino/api-client';
import type { PlayerLimit, SetLimitRequest } from '@casino/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { limitsQuery } from './get-limits';

/** PUT /api/protection/limits/: a decrease at once, an increase or a removal after 7 days. */
export function setLimit(body: SetLimitRequest): Promise<PlayerLimit> {
  return apiRequest<PlayerLimit>('/api/protection/limits/', { method: 'PUT', body });
}

export function useSetLimit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setLimit,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: limitsQuery().queryKey }),
  });
}
