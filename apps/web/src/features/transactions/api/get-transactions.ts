import { apiRequest } from '@casino/api-client';
import type { TransactionsPage } from '@casino/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { USER_SCOPE } from '@/lib/query-client';

export interface TransactionsFilter {
  page: number;
  pageSize: number;
  /** Deposits are asked for with recipient = the player, withdrawals with sender = the player. */
  type: 'all' | 'deposit' | 'withdrawal';
  status: 'ALL' | 'COMPLETED' | 'OPEN' | 'IN_PROCESS' | 'REJECTED';
  from?: string;
  to?: string;
}

export function getTransactions(userId: number, filter: TransactionsFilter, signal?: AbortSignal) {
  const query = new URLSearchParams({
    page: String(filter.page),
    page_size: String(filter.pageSize),
    status: filter.status,
  });
  if (filter.type === 'deposit') query.set('recipient', String(userId));
  if (filter.type === 'withdrawal') query.set('sender', String(userId));
  if (filter.from) query.set('created_from', filter.from);
  if (filter.to) query.set('created_to', filter.to);
  return apiRequest<TransactionsPage>(`/api/backoffice/transactions/?${query}`, signal ? { signal } : {});
}

export const transactionsQuery = (userId: number, filter: TransactionsFilter) =>
  queryOptions({
    queryKey: [USER_SCOPE, 'transactions', userId, filter],
    queryFn: ({ signal }) => getTransactions(userId, filter, signal),
    // Keep the current page on screen while the next one loads.
    placeholderData: keepPreviousData,
  });

export function useTransactions(userId: number, filter: TransactionsFilter) {
  return useQuery(transactionsQuery(userId, filter));
}
