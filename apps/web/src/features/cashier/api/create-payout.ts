import { apiRequest } from '@casino/api-client';
import type { CreatePayoutRequest, PaymentItem } from '@casino/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { USER_QUERY_KEY, USER_SCOPE } from '@/lib/query-client';

/** POST /payout/: requests a withdrawal; the amount is held on the balance at once. */
export function createPayout(body: CreatePayoutRequest): Promise<PaymentItem> {
  return apiRequest<PaymentItem>('/api/backoffice/payments/payout/', { method: 'POST', body });
}

export function useCreatePayout() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createPayout,
    onSuccess: (payment) => {
      client.setQueryData([USER_SCOPE, 'payment', 'payout', payment.id], payment);
      void client.invalidateQueries({ queryKey: [USER_SCOPE, 'payments', 'payout'] });
      void client.invalidateQueries({ queryKey: [USER_SCOPE, 'payment-history'] });
      // The hold leaves the cash balance now: the header shows it without waiting for its poll.
      void client.invalidateQueries({ queryKey: USER_QUERY_KEY });
    },
  });
}
