import { apiRequest } from '@casino/api-client';
import type { AgentCommissionPaid, CommissionPaymentRequest } from '@casino/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { STAFF_SCOPE } from '@/lib/query-client';

/**
 * POST /api/backoffice/agents/{id}/commission/payments/: the owner pays a period's commission in
 * one currency into the agent's balance. No amount is sent: the server computes it.
 */
export function payCommission({
  agentId,
  ...body
}: CommissionPaymentRequest & { agentId: number }): Promise<AgentCommissionPaid> {
  return apiRequest<AgentCommissionPaid>(`/api/backoffice/agents/${agentId}/commission/payments/`, {
    method: 'POST',
    body,
  });
}

export function usePayCommission() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: payCommission,
    // The payments, the agent's balance in the list: both under the agents' keys.
    onSuccess: () => client.invalidateQueries({ queryKey: [STAFF_SCOPE, 'agents'] }),
  });
}
