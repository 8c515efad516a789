import { apiRequest } from '@casino/api-client';
import type { PlaySession, RealityCheckRequest } from '@casino/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { playSessionQuery } from './get-play-session';

/** PUT /api/protection/reality-check/: how often the reality check comes, or never. */
export function setRealityCheck(body: RealityCheckRequest): Promise<PlaySession> {
  return apiRequest<PlaySession>('/api/protection/reality-check/', { method: 'PUT', body });
}

export function useSetRealityCheck() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setRealityCheck,
    onSuccess: (session) => queryClient.setQueryData(playSessionQuery().queryKey, session),
  });
}
