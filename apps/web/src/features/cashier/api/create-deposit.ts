import { apiRequest } from '@casino/api-client';
import type { CreateDepositRequest, PaymentItem } from '@casino/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { USER_SCOPE } from '@/lib/query-client';

/** POST /deposit/: starts a deposit; the answer says where to pay (redirectLink) or what to do (statusMessage). */
export function createDeposit(body: CreateDepositRequest): Promise<PaymentItem> {
  return apiRequest<PaymentItem>('/api/backoffice/payments/deposit/', { method: 'POST', body });
}

export function useCreateDeposit() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createDeposit,
    onSuccess: (payment) => {
      client.setQueryData([USER_SCOPE, 'payment', 'deposit', payment.id], payment);
      void client.invalidateQueries({ queryKey: [USER_SCOPE, 'payments', 'deposit'] });
      void client.invalidateQueries({ queryKey: [USER_SCOPE, 'payment-history'] });
    },
  });
}
