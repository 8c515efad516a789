import { apiRequest } from '@casino/api-client';
import type { BonusSettings } from '@casino/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { STAFF_SCOPE } from '@/lib/query-client';

export const BONUS_SETTINGS_KEY = [STAFF_SCOPE, 'bonuses', 'settings'] as const;

/** GET /api/backoffice/bonus-settings/: cashback, the bonus exchange and the first-deposit bonus. */
export function getBonusSettings(signal?: AbortSignal): Promise<BonusSettings> {
  return apiRequest<BonusSettings>('/api/backoffice/bonus-settings/', signal ? { signal } : {});
}

export const bonusSettingsQuery = () =>
  queryOptions({ queryKey: BONUS_SETTINGS_KEY, queryFn: ({ signal }) => getBonusSettings(signal) });

export const useBonusSettings = () => useQuery(bonusSettingsQuery());
