import { useCallback } from 'react';
import { useProducers } from '../api/get-producers';

/**
 * A producer's display name ("Studio") from its code ("studio"), as the producers list gives
 * it; the code itself only until that list has arrived, or for a producer it does not hold.
 */
export function useProducerName(): (code: string) => string {
  const producers = useProducers();
  const list = producers.data;
  return useCallback(
    (code: string) => {
      const producer = list?.find((p) => p.name === code);
      return producer?.title || code;
    },
    [list],
  );
}
