import { apiRequest } from '@casino/api-client';
import type { AgentCommissionPaymentList } from '@casino/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { STAFF_SCOPE } from '@/lib/query-client';

/** GET /api/backoffice/agents/{id}/commission/payments/: the commissions paid to an agent, latest period first. */
export function getCommissionPayments(agentId: number, signal?: AbortSignal): Promise<AgentCommissionPaymentList> {
  return apiRequest<AgentCommissionPaymentList>(
    `/api/backoffice/agents/${agentId}/commission/payments/`,
    signal ? { signal } : {},
  );
}

export const commissionPaymentsQuery = (agentId: number) =>
  queryOptions({
    queryKey: [STAFF_SCOPE, 'agents', 'payments', agentId] as const,
    queryFn: ({ signal }) => getCommissionPayments(agentId, signal),
  });

/** Asked for by the owner, or by an agent about themselves: the server refuses anyone else's. */
export const useCommissionPayments = (agentId: number, enabled: boolean) =>
  useQuery({ ...commissionPaymentsQuery(agentId), enabled });
