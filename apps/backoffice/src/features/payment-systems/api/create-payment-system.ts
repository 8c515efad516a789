import { apiRequest } from '@casino/api-client';
import type { CreatePaymentSystemRequest, PaymentSystemConfig } from '@casino/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { paymentSystemsQuery } from './get-payment-systems';

/** POST /api/backoffice/payments/systems/: a new system; its kind picks its processor. */
export function createPaymentSystem(request: CreatePaymentSystemRequest): Promise<PaymentSystemConfig> {
  return apiRequest<PaymentSystemConfig>('/api/backoffice/payments/systems/', { method: 'POST', body: request });
}

export function useCreatePaymentSystem() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createPaymentSystem,
    // Refetched, not spliced in: the server places it in its direction's order.
    onSuccess: () => client.invalidateQueries({ queryKey: paymentSystemsQuery().queryKey, exact: true }),
  });
}
