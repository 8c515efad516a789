import { apiRequest } from '@casino/api-client';
import type { PlayerDetail } from '@casino/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { STAFF_SCOPE } from '@/lib/query-client';

/** POST /api/backoffice/players/{id}/ban/ or …/unban/ (super operators and the owner). */
export function setPlayerBanned(id: number, banned: boolean): Promise<PlayerDetail> {
  return apiRequest<PlayerDetail>(`/api/backoffice/players/${id}/${banned ? 'ban' : 'unban'}/`, { method: 'POST' });
}

export function useSetPlayerBanned(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (banned: boolean) => setPlayerBanned(id, banned),
    onSuccess: (player) => {
      client.setQueryData([STAFF_SCOPE, 'player', id], player);
      void client.invalidateQueries({ queryKey: [STAFF_SCOPE, 'players'] });
    },
  });
}
