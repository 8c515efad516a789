import { apiRequest } from '@casino/api-client';
import type { PaymentHistoryPage } from '@casino/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { USER_SCOPE } from '@/lib/query-client';

/** GET /services/facade/history/payment/: deposits and payouts together, newest first. */
export function getPaymentHistory(page: number, pageSize: number, signal?: AbortSignal): Promise<PaymentHistoryPage> {
  return apiRequest<PaymentHistoryPage>('/services/facade/history/payment/', {
    query: { page, page_size: pageSize },
    ...(signal ? { signal } : {}),
  });
}

export const paymentHistoryQuery = (page: number, pageSize: number) =>
  queryOptions({
    queryKey: [USER_SCOPE, 'payment-history', page, pageSize],
    queryFn: ({ signal }) => getPaymentHistory(page, pageSize, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export function usePaymentHistory(page: number, pageSize: number) {
  return useQuery(paymentHistoryQuery(page, pageSize));
}
