import { apiRequest } from '@casino/api-client';
import { type FreeSpinInfo, GAMES_API, type GrantFreeSpinsRequest } from '@casino/contracts';
import { useMutation } from '@tanstack/react-query';

/** POST /api/backoffice/freespins/: a free-spin session on one game for a player. */
export function grantFreeSpins(request: GrantFreeSpinsRequest): Promise<FreeSpinInfo> {
  return apiRequest<FreeSpinInfo>(GAMES_API.grantFreeSpins, { method: 'POST', body: request });
}

export const useGrantFreeSpins = () => useMutation({ mutationFn: grantFreeSpins });
