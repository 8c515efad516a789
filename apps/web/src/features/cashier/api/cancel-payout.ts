import { apiRequest } from '@casino/api-client';
import type { PaymentItem } from '@casino/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { USER_QUERY_KEY, USER_SCOPE } from '@/lib/query-client';

/** POST /payout/{id}/cancel_payment/: the player takes back an online payout; the hold returns to cash. */
export function cancelPayout(id: number): Promise<PaymentItem> {
  return apiRequest<PaymentItem>(`/api/backoffice/payments/payout/${id}/cancel_payment/`, {
    method: 'POST',
    body: { id },
  });
}

export function useCancelPayout() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: cancelPayout,
    onSuccess: (payment) => {
      client.setQueryData([USER_SCOPE, 'payment', 'payout', payment.id], payment);
      void client.invalidateQueries({ queryKey: [USER_SCOPE, 'payments', 'payout'] });
      void client.invalidateQueries({ queryKey: [USER_SCOPE, 'payment-history'] });
      void client.invalidateQueries({ queryKey: USER_QUERY_KEY });
    },
  });
}
