import { apiRequest } from '@casino/api-client';
import { POLL, type Settings } from '@casino/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useLocale } from '@/lib/i18n';

export function getSettings(signal?: AbortSignal): Promise<Settings> {
  return apiRequest<Settings>('/api/settings/', { auth: false, ...(signal ? { signal } : {}) });
}

/** The language is part of the key so a language change reloads settings (SPEC §4). */
export const settingsQuery = (language: string) =>
  queryOptions({
    queryKey: ['settings', language],
    queryFn: ({ signal }) => getSettings(signal),
    staleTime: POLL.settingsMs,
    refetchInterval: POLL.settingsMs,
  });

export function useSettings() {
  return useQuery(settingsQuery(useLocale()));
}
