import { apiRequest } from '@casino/api-client';
import type { TradingOverride } from '@casino/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { STAFF_SCOPE } from '@/lib/query-client';

/** What the trader does to an event (or to one of its markets, for suspend and resume). */
export type EventChange =
  | { action: 'suspend' | 'resume'; market_id?: string }
  | { action: 'void' | 'reinstate' }
  | { action: 'hold'; status: 'postponed' | 'cancelled' };

/** POST /api/backoffice/sportsbook/events/{id}/{suspend|resume|void|hold|reinstate}/: the event's override after it. */
export function changeEvent(id: string, { action, ...body }: EventChange): Promise<TradingOverride> {
  return apiRequest<TradingOverride>(`/api/backoffice/sportsbook/events/${id}/${action}/`, { method: 'POST', body });
}

export function useChangeEvent(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (change: EventChange) => changeEvent(id, change),
    // The event's markets and state, and the lists it is in, follow from the change.
    onSuccess: () => client.invalidateQueries({ queryKey: [STAFF_SCOPE, 'trading'] }),
  });
}
