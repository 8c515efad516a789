import { apiRequest } from '@casino/api-client';
import type { PaymentItem } from '@casino/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { USER_SCOPE } from '@/lib/query-client';

/** POST /deposit/{id}/cancel_payment/: the player abandons a deposit they have not paid; nothing is charged. */
export function cancelDeposit(id: number): Promise<PaymentItem> {
  return apiRequest<PaymentItem>(`/api/backoffice/payments/deposit/${id}/cancel_payment/`, {
    method: 'POST',
    body: { id },
  });
}

export function useCancelDeposit() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: cancelDeposit,
    onSuccess: (payment) => {
      client.setQueryData([USER_SCOPE, 'payment', 'deposit', payment.id], payment);
      void client.invalidateQueries({ queryKey: [USER_SCOPE, 'payments', 'deposit'] });
      void client.invalidateQueries({ queryKey: [USER_SCOPE, 'payment-history'] });
      void client.invalidateQueries({ queryKey: [USER_SCOPE, 'crypto-payment', payment.id] });
    },
  });
}
