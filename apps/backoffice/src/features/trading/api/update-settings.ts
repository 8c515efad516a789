import { apiRequest } from '@casino/api-client';
import type { TradingSettings } from '@casino/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { settingsKey } from './get-settings';

/** PUT /api/backoffice/sportsbook/settings/: changes the fields sent, answers every setting. */
export function updateSettings(patch: Partial<TradingSettings>): Promise<TradingSettings> {
  return apiRequest<TradingSettings>('/api/backoffice/sportsbook/settings/', { method: 'PUT', body: patch });
}

export function useUpdateSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateSettings,
    onSuccess: (settings) => client.setQueryData(settingsKey, settings),
  });
}
