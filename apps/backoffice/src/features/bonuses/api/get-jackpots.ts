import { apiRequest } from '@casino/api-client';
import type { JackpotTerms } from '@casino/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { STAFF_SCOPE } from '@/lib/query-client';

export const JACKPOTS_KEY = [STAFF_SCOPE, 'bonuses', 'jackpots'] as const;

/** GET /api/backoffice/jackpots/: each tier's share of the stakes, seeds and caps per currency. */
export function getJackpots(signal?: AbortSignal): Promise<JackpotTerms> {
  return apiRequest<JackpotTerms>('/api/backoffice/jackpots/', signal ? { signal } : {});
}

export const jackpotsQuery = () =>
  queryOptions({ queryKey: JACKPOTS_KEY, queryFn: ({ signal }) => getJackpots(signal) });

export const useJackpots = () => useQuery(jackpotsQuery());
