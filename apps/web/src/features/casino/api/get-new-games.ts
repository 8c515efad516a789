import { apiRequest } from '@casino/api-client';
import { GAMES_API, normaliseGame, type GameRowResponse, type NormalisedGame } from '@casino/contracts';
import { queryOptions } from '@tanstack/react-query';
import { expectShape, hasList } from '../lib/answer';
import { persistedListOptions, usePersistedList } from '../hooks/use-persisted-list';

import { ROW_SIZE } from './get-top-games';

export async function getNewGames(signal?: AbortSignal): Promise<NormalisedGame[]> {
  const path = GAMES_API.new.replace(':x', 'all').replace(':y', String(ROW_SIZE));
  const answer = expectShape<GameRowResponse>(await apiRequest(path, signal ? { signal } : {}), hasList('games'));
  return answer.games.map(normaliseGame);
}

export const newGamesQuery = () => queryOptions(persistedListOptions('new', ['casino', 'new'], getNewGames));

export function useNewGames() {
  return usePersistedList('new', newGamesQuery());
}
