import { apiRequest } from '@casino/api-client';
import type { PaymentDirection, PaymentItem } from '@casino/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { USER_SCOPE } from '@/lib/query-client';
import { isFinalStatus } from '../lib/status';

/** How often an open payment is asked about while the player watches it. */
export const PAYMENT_POLL_MS = 3_000;

/** GET /deposit/{id}/ or /payout/{id}/: one of the player's payments. */
export function getPayment(direction: PaymentDirection, id: number, signal?: AbortSignal): Promise<PaymentItem> {
  return apiRequest<PaymentItem>(`/api/backoffice/payments/${direction}/${id}/`, signal ? { signal } : {});
}

export const paymentQuery = (direction: PaymentDirection, id: number) =>
  queryOptions({
    queryKey: [USER_SCOPE, 'payment', direction, id],
    queryFn: ({ signal }) => getPayment(direction, id, signal),
    staleTime: 0,
    // Live status: ask again until the payment reaches 30, 40 or 45, then stop.
    refetchInterval: (query) => {
      const status = query.state.data?.status;
      return status !== undefined && isFinalStatus(status) ? false : PAYMENT_POLL_MS;
    },
  });

export function usePayment(direction: PaymentDirection, id: number) {
  return useQuery({ ...paymentQuery(direction, id), enabled: id > 0 });
}
