import { apiRequest } from '@casino/api-client';
import { GAMES_API, type FreeSpinInfo } from '@casino/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { freeSpinInfoQuery } from './get-free-spin-info';

/** Exits a free-spin session: it is marked ended (sessionEnd true) and cannot be played again. */
export function exitFreeSpin(provider: string, sessionId: number): Promise<FreeSpinInfo> {
  const path = GAMES_API.freeSpinExit
    .replace(':provider', encodeURIComponent(provider))
    .replace(':sessionId', String(sessionId));
  return apiRequest<FreeSpinInfo>(path, { method: 'POST' });
}

export function useExitFreeSpin(provider: string, sessionId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => exitFreeSpin(provider, sessionId),
    onSuccess: (info) => client.setQueryData(freeSpinInfoQuery(provider, sessionId).queryKey, info),
  });
}
