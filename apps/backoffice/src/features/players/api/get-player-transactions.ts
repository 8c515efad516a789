import { apiRequest } from '@casino/api-client';
import type { TransactionsPage } from '@casino/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { STAFF_SCOPE } from '@/lib/query-client';

/** GET /api/backoffice/players/{id}/transactions/: deposits, withdrawals and transfers, newest first. */
export function getPlayerTransactions(id: number, page: number, signal?: AbortSignal): Promise<TransactionsPage> {
  return apiRequest<TransactionsPage>(`/api/backoffice/players/${id}/transactions/`, {
    query: { page, page_size: 10 },
    ...(signal ? { signal } : {}),
  });
}

export const playerTransactionsQuery = (id: number, page: number) =>
  queryOptions({
    queryKey: [STAFF_SCOPE, 'player', id, 'transactions', page] as const,
    queryFn: ({ signal }) => getPlayerTransactions(id, page, signal),
    placeholderData: keepPreviousData,
  });

export const usePlayerTransactions = (id: number, page: number) => useQuery(playerTransactionsQuery(id, page));
