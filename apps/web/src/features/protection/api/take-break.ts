import { apiRequest } from '@casino/api-client';
import type { BreakPeriod, Exclusion } from '@casino/contracts';
import { useMutation } from '@tanstack/react-query';

/** POST /api/protection/break/: a break from now, not reversible early. */
export function takeBreak(period: BreakPeriod): Promise<Exclusion> {
  return apiRequest<Exclusion>('/api/protection/break/', { method: 'POST', body: { period } });
}

export function useTakeBreak() {
  return useMutation({ mutationFn: takeBreak });
}
