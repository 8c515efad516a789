import type { NormalisedGame } from '@casino/contracts';
import { useGames } from '../api/get-games';
import { useProducers } from '../api/get-producers';

/** The catalogue with the producers that are switched on, and what the lobby needs to show states. */
export function useCatalogue() {
  const games = useGames();
  const producers = useProducers();
  const list: readonly NormalisedGame[] = games.data ?? [];
  return {
    games: list,
    producers: (producers.data ?? []).filter((producer) => producer.active),
    loading: games.isPending,
    error: games.error,
    retry: () => void games.refetch(),
    available: {
      live: list.some((game) => game.format === 'live'),
      virtual: list.some((game) => game.format === 'virtual'),
    },
  };
}
