import type { PaymentDirection, PaymentSystem } from '@casino/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { USER_SCOPE } from '@/lib/query-client';

/** GET /deposit/system_list/ or /payout/system_list/: the systems offered to the player's currency. */
export function getPaymentSystems(direction: PaymentDirection, signal?: AbortSignal): Promise<PaymentSystem[]> {
  return apiRequest<PaymentSystem[]>(`/api/backoffice/payments/${direction}/system_list/`, signal ? { signal } : {});
}

export const paymentSystemsQuery = (direction: PaymentDirection) =>
  queryOptions({
    queryKey: [USER_SCOPE, 'payment-systems', direction],
    queryFn: ({ signal }) => getPaymentSystems(direction, signal),
  });

export function usePaymentSystems(direction: PaymentDirection) {
  return useQuery(paymentSystemsQuery(direction));
}
