import { apiRequest } from '@casino/api-client';
import type { ManualBonusRequest } from '@casino/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { STAFF_SCOPE } from '@/lib/query-client';

export interface ManualBonusAnswer {
  user_id: number;
  currency: string;
  bonusBalance: number;
}

/** POST /api/backoffice/bonuses/: bonus money granted by hand, or taken back (a negative amount). */
export function grantBonus(request: ManualBonusRequest): Promise<ManualBonusAnswer> {
  return apiRequest<ManualBonusAnswer>('/api/backoffice/bonuses/', { method: 'POST', body: request });
}

export function useGrantBonus() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: grantBonus,
    // The player's card shows the new bonus balance.
    onSuccess: (_, request) => client.invalidateQueries({ queryKey: [STAFF_SCOPE, 'player', request.user_id] }),
  });
}
