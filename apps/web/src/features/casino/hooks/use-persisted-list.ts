import { POLL } from '@casino/contracts';
import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { useEffect } from 'react';
import { type ListName, readSavedList, useSlotsStore } from '../stores/slots-store';

/**
 * Options for a game list: polled every 180 s (SPEC §4) and started from the copy saved in
 * the last 2 h, so a reload paints the lobby before the network answers.
 */
export function persistedListOptions<T>(
  name: ListName,
  queryKey: QueryKey,
  queryFn: (signal: AbortSignal) => Promise<T>,
) {
  return {
    queryKey,
    queryFn: ({ signal }: { signal: AbortSignal }) => queryFn(signal),
    staleTime: POLL.gameListsMs,
    refetchInterval: POLL.gameListsMs,
    initialData: () => readSavedList<T>(name)?.data,
    initialDataUpdatedAt: () => readSavedList<T>(name)?.savedAt,
  };
}

/** Runs the query and saves each newer answer for the next visit. */
export function usePersistedList<T>(name: ListName, options: UseQueryOptions<T, Error, T, QueryKey>) {
  const query = useQuery(options);
  const save = useSlotsStore((s) => s.save);
  const { data, dataUpdatedAt, isFetched } = query;
  useEffect(() => {
    // Only answers from the server are saved, never the initial data read back from storage.
    if (isFetched && data !== undefined && dataUpdatedAt > (readSavedList(name)?.savedAt ?? 0)) {
      save(name, data, dataUpdatedAt);
    }
  }, [name, data, dataUpdatedAt, isFetched, save]);
  return query;
}
