import { apiRequest } from '@casino/api-client';
import { GAMES_API, type FavouriteGame, type FavouriteRequest } from '@casino/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { favouritesQuery } from './get-favourites';

export function addFavourite(body: FavouriteRequest): Promise<FavouriteGame> {
  return apiRequest<FavouriteGame>(GAMES_API.favourites, { method: 'POST', body });
}

export function useAddFavourite() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: addFavourite,
    onSettled: () => client.invalidateQueries({ queryKey: favouritesQuery().queryKey }),
  });
}
