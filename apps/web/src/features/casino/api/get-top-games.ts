import { apiRequest } from '@casino/api-client';
import { GAMES_API, normaliseGame, type GameRowResponse, type NormalisedGame } from '@casino/contracts';
import { queryOptions } from '@tanstack/react-query';
import { expectShape, hasList } from '../lib/answer';
import { persistedListOptions, usePersistedList } from '../hooks/use-persisted-list';

/** How many games the lobby's top row holds. */
export const ROW_SIZE = 20;

export async function getTopGames(signal?: AbortSignal): Promise<NormalisedGame[]> {
  const path = GAMES_API.top.replace(':x', 'all').replace(':y', String(ROW_SIZE));
  const answer = expectShape<GameRowResponse>(await apiRequest(path, signal ? { signal } : {}), hasList('games'));
  return answer.games.map(normaliseGame);
}

export const topGamesQuery = () => queryOptions(persistedListOptions('top', ['casino', 'top'], getTopGames));

export function useTopGames() {
  return usePersistedList('top', topGamesQuery());
}
