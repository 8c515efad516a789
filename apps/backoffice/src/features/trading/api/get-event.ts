import { apiRequest } from '@casino/api-client';
import type { Locale, TradingEventDetail } from '@casino/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { STAFF_SCOPE } from '@/lib/query-client';

/** A live event's prices and score move by the second; a trader watches them every few. */
const LIVE_REFRESH_MS = 5_000;

/** GET /api/backoffice/sportsbook/events/{id}/: the event, its markets, result and liability. */
export function getEvent(id: string, lang: Locale, signal?: AbortSignal): Promise<TradingEventDetail> {
  return apiRequest<TradingEventDetail>(`/api/backoffice/sportsbook/events/${id}/`, {
    query: { lang },
    ...(signal ? { signal } : {}),
  });
}

export const eventKey = (id: string) => [STAFF_SCOPE, 'trading', 'event', id] as const;

export const eventQuery = (id: string, lang: Locale) =>
  queryOptions({
    queryKey: [...eventKey(id), lang] as const,
    queryFn: ({ signal }) => getEvent(id, lang, signal),
    refetchInterval: (query) => (query.state.data?.live ? LIVE_REFRESH_MS : false),
  });

export const useEvent = (id: string, lang: Locale) => useQuery(eventQuery(id, lang));
