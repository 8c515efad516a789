import { apiRequest } from '@casino/api-client';
import type { PaymentsPage } from '@casino/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { STAFF_SCOPE } from '@/lib/query-client';

export type Direction = 'deposit' | 'payout';
/** SPEC §7: payments waiting for an approval, and those a person must process by hand. */
export type QueueName = 'approve' | 'manual';

export interface Queue {
  direction: Direction;
  list: QueueName;
  page: number;
}

export const PAGE_SIZE = 20;

/** GET /api/backoffice/payments/{direction}/{list}_list/, oldest first. */
export function getPaymentQueue(queue: Queue, signal?: AbortSignal): Promise<PaymentsPage> {
  return apiRequest<PaymentsPage>(`/api/backoffice/payments/${queue.direction}/${queue.list}_list/`, {
    query: { page: queue.page, page_size: PAGE_SIZE },
    ...(signal ? { signal } : {}),
  });
}

export const paymentQueueQuery = (queue: Queue) =>
  queryOptions({
    queryKey: [STAFF_SCOPE, 'payments', queue] as const,
    queryFn: ({ signal }) => getPaymentQueue(queue, signal),
    placeholderData: keepPreviousData,
    // A queue others work on too: fresh whenever it is looked at.
    staleTime: 0,
    refetchInterval: 30_000,
  });

export const usePaymentQueue = (queue: Queue) => useQuery(paymentQueueQuery(queue));
