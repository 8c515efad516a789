import { apiRequest } from '@casino/api-client';
import type { BonusSettings, BonusSettingsPatch } from '@casino/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { BONUS_SETTINGS_KEY } from './get-bonus-settings';

/** PATCH /api/backoffice/bonus-settings/: the fields sent change, the others stay. */
export function updateBonusSettings(patch: BonusSettingsPatch): Promise<BonusSettings> {
  return apiRequest<BonusSettings>('/api/backoffice/bonus-settings/', { method: 'PATCH', body: patch });
}

export function useUpdateBonusSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateBonusSettings,
    onSuccess: (settings) => client.setQueryData(BONUS_SETTINGS_KEY, settings),
  });
}
