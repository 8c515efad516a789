import { apiRequest } from '@casino/api-client';
import type { PaymentSystemConfig } from '@casino/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { STAFF_SCOPE } from '@/lib/query-client';

/** GET /api/backoffice/payments/systems/: every system, deposits then payouts, each in its order. */
export function getPaymentSystems(signal?: AbortSignal): Promise<PaymentSystemConfig[]> {
  return apiRequest<PaymentSystemConfig[]>('/api/backoffice/payments/systems/', signal ? { signal } : {});
}

export const paymentSystemsQuery = () =>
  queryOptions({
    queryKey: [STAFF_SCOPE, 'payment-systems'] as const,
    queryFn: ({ signal }) => getPaymentSystems(signal),
  });

export const usePaymentSystems = () => useQuery(paymentSystemsQuery());
