import { apiRequest } from '@casino/api-client';
import { GAMES_API, type LobbyOrderMove } from '@casino/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { catalogueQuery } from './get-catalogue';

/** PUT /api/backoffice/games/order/: one game or producer moved to the top, or one place up or down. */
export function moveInOrder(move: LobbyOrderMove): Promise<void> {
  return apiRequest<void>(GAMES_API.lobbyOrder, { method: 'PUT', body: move });
}

export function useMoveInOrder() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: moveInOrder,
    // Settled either way: a move refused because another admin changed the order shows the order now.
    onSettled: () => client.invalidateQueries({ queryKey: catalogueQuery().queryKey, exact: true }),
  });
}
