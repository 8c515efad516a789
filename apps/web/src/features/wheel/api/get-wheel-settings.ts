import { apiRequest } from '@casino/api-client';
import type { WheelPublicSettings } from '@casino/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { USER_SCOPE } from '@/lib/query-client';

/**
 * GET /services/wheel/settings/public/: a guest gets the default currency and a free spin to
 * offer; with the player's token (the api client adds it) their own free spin, its next time and
 * the paid spin's cost in their currency.
 */
export function getWheelSettings(signal?: AbortSignal): Promise<WheelPublicSettings> {
  return apiRequest<WheelPublicSettings>('/services/wheel/settings/public/', signal ? { signal } : {});
}

/** The player's answer lives under the user scope (dropped on logout); a guest's apart from it. */
export const wheelSettingsKey = (isPlayer: boolean) =>
  isPlayer ? ([USER_SCOPE, 'wheel', 'settings'] as const) : (['wheel', 'settings'] as const);

export const wheelSettingsQuery = (isPlayer: boolean) =>
  queryOptions({
    queryKey: wheelSettingsKey(isPlayer),
    queryFn: ({ signal }) => getWheelSettings(signal),
    // The free spin's state moves with time: read it each time the wheel opens.
    staleTime: 0,
  });

export function useWheelSettings(isPlayer: boolean) {
  return useQuery(wheelSettingsQuery(isPlayer));
}
