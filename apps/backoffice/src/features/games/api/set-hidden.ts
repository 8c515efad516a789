import { apiRequest } from '@casino/api-client';
import type { HiddenGames } from '@casino/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { STAFF_SCOPE } from '@/lib/query-client';

/** PUT /api/backoffice/games/hidden/: replaces the hidden game ids and producers. */
export function setHidden(hidden: HiddenGames): Promise<HiddenGames> {
  return apiRequest<HiddenGames>('/api/backoffice/games/hidden/', { method: 'PUT', body: hidden });
}

export function useSetHidden() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: setHidden,
    onSuccess: (hidden) => {
      client.setQueryData([STAFF_SCOPE, 'games', 'hidden'], hidden);
      void client.invalidateQueries({ queryKey: [STAFF_SCOPE, 'games'], exact: true });
    },
  });
}
