import { apiRequest } from '@casino/api-client';
import { GAMES_API, type Producer } from '@casino/contracts';
import { queryOptions } from '@tanstack/react-query';
import { expectShape, isList } from '../lib/answer';
import { persistedListOptions, usePersistedList } from '../hooks/use-persisted-list';

export async function getProducers(signal?: AbortSignal): Promise<Producer[]> {
  return expectShape<Producer[]>(await apiRequest(GAMES_API.producers, signal ? { signal } : {}), isList);
}

export const producersQuery = () =>
  queryOptions(persistedListOptions('producers', ['casino', 'producers'], getProducers));

/** The active producers, for the lobby's provider filter. */
export function useProducers() {
  return usePersistedList('producers', producersQuery());
}
