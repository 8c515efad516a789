import { apiRequest } from '@casino/api-client';
import type { Transaction } from '@casino/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { USER_SCOPE } from '@/lib/query-client';

export function getTransaction(id: string, signal?: AbortSignal): Promise<Transaction> {
  return apiRequest<Transaction>(`/api/backoffice/transactions/${encodeURIComponent(id)}/`, signal ? { signal } : {});
}

export const transactionQuery = (id: string) =>
  queryOptions({
    queryKey: [USER_SCOPE, 'transaction', id],
    queryFn: ({ signal }) => getTransaction(id, signal),
  });

export function useTransaction(id: string) {
  return useQuery(transactionQuery(id));
}
