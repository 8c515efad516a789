import { apiRequest } from '@casino/api-client';
import type { Exclusion, SelfExclusionPeriod } from '@casino/contracts';
import { useMutation } from '@tanstack/react-query';

/** POST /api/protection/self-exclusion/: confirmed with the password, effective at once. */
export function selfExclude(body: { period: SelfExclusionPeriod; password: string }): Promise<Exclusion> {
  return apiRequest<Exclusion>('/api/protection/self-exclusion/', { method: 'POST', body });
}

export function useSelfExclude() {
  return useMutation({ mutationFn: selfExclude });
}
