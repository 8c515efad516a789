import { apiRequest } from '@casino/api-client';
import { GAMES_API, normaliseGame, type GameListPage, type NormalisedGame } from '@casino/contracts';
import { queryOptions } from '@tanstack/react-query';
import { queryClient } from '@/lib/query-client';
import { expectShape, hasList } from '../lib/answer';
import { persistedListOptions, usePersistedList } from '../hooks/use-persisted-list';
import { producersQuery } from './get-producers';

/** SPEC §7: game lists are asked for in pages of 2000. */
const PAGE_SIZE = 2000;

/** Every page of one provider's game list. */
export async function getProviderGames(provider: string, signal?: AbortSignal): Promise<NormalisedGame[]> {
  const path = GAMES_API.gameList.replace(':provider', encodeURIComponent(provider));
  const games: NormalisedGame[] = [];
  for (let page = 1; ; page += 1) {
    const answer = expectShape<GameListPage>(
      await apiRequest(path, { query: { page, page_size: PAGE_SIZE }, ...(signal ? { signal } : {}) }),
      hasList('results'),
    );
    games.push(...answer.results.map(normaliseGame));
    if (answer.results.length === 0 || page * PAGE_SIZE >= answer.count) return games;
  }
}

/** The whole catalogue: the game list of every integration an active producer plays through. */
export async function getGames(signal?: AbortSignal): Promise<NormalisedGame[]> {
  const producers = await queryClient.fetchQuery(producersQuery());
  const integrations = [...new Set(producers.filter((p) => p.active).flatMap((p) => p.integrations))];
  const lists = await Promise.all(integrations.map((provider) => getProviderGames(provider, signal)));
  return lists.flat();
}

export const gamesQuery = () => queryOptions(persistedListOptions('games', ['casino', 'games'], getGames));

export function useGames() {
  return usePersistedList('games', gamesQuery());
}
