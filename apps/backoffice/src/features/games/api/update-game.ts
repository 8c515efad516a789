import { apiRequest } from '@casino/api-client';
import { type CatalogueGame, GAMES_API, type GameSettingsPatch } from '@casino/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { catalogueQuery } from './get-catalogue';

/** PATCH /api/backoffice/games/{id}/: the operator's category (null: the provider's) or switch. */
export function updateGame({ id, patch }: { id: number; patch: GameSettingsPatch }): Promise<CatalogueGame> {
  return apiRequest<CatalogueGame>(GAMES_API.gameSettings.replace(':id', String(id)), { method: 'PATCH', body: patch });
}

export function useUpdateGame() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateGame,
    onSuccess: (game) =>
      client.setQueryData(catalogueQuery().queryKey, (catalogue) =>
        catalogue
          ? { ...catalogue, games: catalogue.games.map((entry) => (entry.id === game.id ? game : entry)) }
          : catalogue,
      ),
  });
}
