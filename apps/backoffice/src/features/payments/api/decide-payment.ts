import { apiRequest } from '@casino/api-client';
import type { PaymentItem } from '@casino/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { STAFF_SCOPE } from '@/lib/query-client';
import type { Direction } from './get-payment-queue';

/** The decisions of SPEC §7 an operator takes on a waiting payment. */
export type Decision = 'approve_success' | 'approve_fail' | 'manual_success' | 'manual_fail';

export interface DecisionRequest {
  direction: Direction;
  id: number;
  decision: Decision;
  /** Why it was refused: the player reads it. */
  reason?: string;
}

/** POST /api/backoffice/payments/{direction}/{id}/{decision}/. */
export function decidePayment({ direction, id, decision, reason }: DecisionRequest): Promise<PaymentItem> {
  return apiRequest<PaymentItem>(`/api/backoffice/payments/${direction}/${id}/${decision}/`, {
    method: 'POST',
    body: reason ? { reason } : {},
  });
}

export function useDecidePayment() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: decidePayment,
    onSettled: () => client.invalidateQueries({ queryKey: [STAFF_SCOPE, 'payments'] }),
  });
}
