import { apiRequest } from '@casino/api-client';
import { GAMES_API, favouriteKey, type FavouriteGame, type NormalisedGame } from '@casino/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { USER_SCOPE } from '@/lib/query-client';

export function getFavourites(signal?: AbortSignal): Promise<FavouriteGame[]> {
  return apiRequest<FavouriteGame[]>(GAMES_API.favourites, signal ? { signal } : {});
}

/** Under the user scope: a player's favourites are dropped from the cache when they sign out. */
export const favouritesQuery = () =>
  queryOptions({
    queryKey: [USER_SCOPE, 'favourites'],
    queryFn: ({ signal }) => getFavourites(signal),
  });

export function useFavourites(enabled: boolean) {
  return useQuery({ ...favouritesQuery(), enabled });
}

/** SPEC §3: favourites are keyed `{gameId}_{provider}`, the provider being the game's route provider. */
export const gameFavouriteKey = (game: NormalisedGame) =>
  favouriteKey(game.additionalIntegrationGameId, game.routeProvider);
