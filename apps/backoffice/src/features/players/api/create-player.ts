import { apiRequest } from '@casino/api-client';
import type { NewPlayerRequest, PlayerDetail } from '@casino/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { STAFF_SCOPE } from '@/lib/query-client';

/** POST /api/backoffice/players/: a player under the cashier or agent, in their currency, who may sign in at once. */
export function createPlayer(body: NewPlayerRequest): Promise<PlayerDetail> {
  return apiRequest<PlayerDetail>('/api/backoffice/players/', { method: 'POST', body });
}

export function useCreatePlayer() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createPlayer,
    onSuccess: () => client.invalidateQueries({ queryKey: [STAFF_SCOPE, 'players'] }),
  });
}
