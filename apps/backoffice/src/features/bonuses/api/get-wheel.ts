import { apiRequest } from '@casino/api-client';
import type { WheelOperatorView } from '@casino/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { STAFF_SCOPE } from '@/lib/query-client';

export const WHEEL_KEY = [STAFF_SCOPE, 'bonuses', 'wheel'] as const;

/** GET /api/backoffice/wheel/: the wheel's terms, its segments and weights, the paid spin's return. */
export function getWheel(signal?: AbortSignal): Promise<WheelOperatorView> {
  return apiRequest<WheelOperatorView>('/api/backoffice/wheel/', signal ? { signal } : {});
}

export const wheelQuery = () => queryOptions({ queryKey: WHEEL_KEY, queryFn: ({ signal }) => getWheel(signal) });

export const useWheel = () => useQuery(wheelQuery());
