import { apiRequest } from '@casino/api-client';
import type { TradingSettings } from '@casino/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { STAFF_SCOPE } from '@/lib/query-client';

/** GET /api/backoffice/sportsbook/settings/: the book's margin, delays and limits. */
export function getSettings(signal?: AbortSignal): Promise<TradingSettings> {
  return apiRequest<TradingSettings>('/api/backoffice/sportsbook/settings/', signal ? { signal } : {});
}

export const settingsKey = [STAFF_SCOPE, 'trading', 'settings'] as const;

export const settingsQuery = () =>
  queryOptions({ queryKey: settingsKey, queryFn: ({ signal }) => getSettings(signal) });

export const useSettings = () => useQuery(settingsQuery());
