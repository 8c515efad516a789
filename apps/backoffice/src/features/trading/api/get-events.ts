import { apiRequest } from '@casino/api-client';
import type { Locale, TradingEventList, TradingState } from '@casino/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { STAFF_SCOPE } from '@/lib/query-client';

export interface EventsFilter {
  sport: string;
  state: TradingState | '';
  search: string;
  page: number;
}

export const PAGE_SIZE = 25;
/** In-play scores and states move: the list is read again while it is open. */
const REFRESH_MS = 15_000;

/** GET /api/backoffice/sportsbook/events/: the sportsbook's events by sport, state and name. */
export function getEvents(filter: EventsFilter, lang: Locale, signal?: AbortSignal): Promise<TradingEventList> {
  return apiRequest<TradingEventList>('/api/backoffice/sportsbook/events/', {
    query: {
      sport: filter.sport || undefined,
      state: filter.state || undefined,
      search: filter.search || undefined,
      limit: PAGE_SIZE,
      offset: (filter.page - 1) * PAGE_SIZE,
      lang,
    },
    ...(signal ? { signal } : {}),
  });
}

export const eventsQuery = (filter: EventsFilter, lang: Locale) =>
  queryOptions({
    queryKey: [STAFF_SCOPE, 'trading', 'events', filter, lang] as const,
    queryFn: ({ signal }) => getEvents(filter, lang, signal),
    placeholderData: keepPreviousData,
    refetchInterval: REFRESH_MS,
  });

export const useEvents = (filter: EventsFilter, lang: Locale) => useQuery(eventsQuery(filter, lang));
