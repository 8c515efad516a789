import { apiRequest } from '@casino/api-client';
import type { TradingOverride, TradingResult } from '@casino/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { STAFF_SCOPE } from '@/lib/query-client';

/** POST /api/backoffice/sportsbook/events/{id}/result/: enters or corrects the result; the tickets settle on it. */
export function enterResult(id: string, result: TradingResult): Promise<TradingOverride> {
  return apiRequest<TradingOverride>(`/api/backoffice/sportsbook/events/${id}/result/`, {
    method: 'POST',
    body: { result },
  });
}

export function useEnterResult(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (result: TradingResult) => enterResult(id, result),
    onSuccess: () => client.invalidateQueries({ queryKey: [STAFF_SCOPE, 'trading'] }),
  });
}
