import { apiRequest } from '@casino/api-client';
import type { Exclusion, ReactivationRequest } from '@casino/contracts';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';

/** POST /api/protection/reactivation/: a self-excluded player, who cannot sign in, asks to come back. */
export function requestReactivation(body: z.input<typeof ReactivationRequest>): Promise<Exclusion> {
  return apiRequest<Exclusion>('/api/protection/reactivation/', { method: 'POST', body, auth: false });
}

export function useRequestReactivation() {
  return useMutation({ mutationFn: requestReactivation });
}
