import { apiRequest } from '@casino/api-client';
import { POLL, type PaymentDirection, type PaymentsPage } from '@casino/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { USER_SCOPE } from '@/lib/query-client';
import { isFinalStatus } from '../lib/status';

/** GET /deposit/ or /payout/: the player's own payments of one direction, newest first. */
export function getPayments(
  direction: PaymentDirection,
  page: number,
  pageSize: number,
  signal?: AbortSignal,
): Promise<PaymentsPage> {
  return apiRequest<PaymentsPage>(`/api/backoffice/payments/${direction}/`, {
    query: { page, page_size: pageSize },
    ...(signal ? { signal } : {}),
  });
}

export const paymentsQuery = (direction: PaymentDirection, page: number, pageSize: number) =>
  queryOptions({
    queryKey: [USER_SCOPE, 'payments', direction, page, pageSize],
    queryFn: ({ signal }) => getPayments(direction, page, pageSize, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
    // While a payment on screen is still open, its row follows it, as often as the balance is polled.
    refetchInterval: (query) =>
      query.state.data?.results.some((item) => !isFinalStatus(item.status)) ? POLL.userDataMs : false,
  });

export function usePayments(direction: PaymentDirection, page: number, pageSize: number) {
  return useQuery(paymentsQuery(direction, page, pageSize));
}
