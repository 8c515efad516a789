import { apiRequest } from '@casino/api-client';
import { GAMES_API, type FavouriteRequest } from '@casino/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { favouritesQuery } from './get-favourites';

export function removeFavourite(body: FavouriteRequest): Promise<unknown> {
  return apiRequest<unknown>(GAMES_API.favourites, { method: 'DELETE', body });
}

export function useRemoveFavourite() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: removeFavourite,
    onSettled: () => client.invalidateQueries({ queryKey: favouritesQuery().queryKey }),
  });
}
