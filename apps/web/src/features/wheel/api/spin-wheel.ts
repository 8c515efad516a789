import { apiRequest } from '@casino/api-client';
import type { WheelSpinResult } from '@casino/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { USER_QUERY_KEY, USER_SCOPE } from '@/lib/query-client';
import { wheelSettingsKey } from './get-wheel-settings';
import { WHEEL_HISTORY_KEY } from './get-wheel-history';

/**
 * POST /services/wheel/spin/: a free or a paid spin; the answer names the segment to stop on.
 * Refusals: not_authenticated (a guest), wheel_free_spin_unavailable, not_enough_money, too_many_requests.
 */
export function spinWheel(isFree: boolean): Promise<WheelSpinResult> {
  return apiRequest<WheelSpinResult>('/services/wheel/spin/', { method: 'POST', body: { is_free: isFree } });
}

export function useSpinWheel() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: spinWheel,
    // Win or refusal, the free spin's state may have moved on (used, or its time not come yet).
    onSettled: () => void client.invalidateQueries({ queryKey: wheelSettingsKey(true) }),
    onSuccess: () => {
      // A paid spin takes its cost from the cash, a money prize goes to the bonus balance:
      // the header shows both now, not at the user poll's next tick.
      void client.invalidateQueries({ queryKey: USER_QUERY_KEY });
      void client.invalidateQueries({ queryKey: WHEEL_HISTORY_KEY });
      void client.invalidateQueries({ queryKey: [USER_SCOPE, 'bonus-history'] });
    },
  });
}
