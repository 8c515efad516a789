import { apiRequest } from '@casino/api-client';
import type { AgentSummary } from '@casino/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { STAFF_SCOPE } from '@/lib/query-client';

/** PUT /api/backoffice/agents/{id}/commission/: the owner sets an agent's rate, a percent of NGR. */
export function setCommissionRate({ agentId, rate }: { agentId: number; rate: number }): Promise<AgentSummary> {
  return apiRequest<AgentSummary>(`/api/backoffice/agents/${agentId}/commission/`, { method: 'PUT', body: { rate } });
}

export function useSetCommissionRate() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: setCommissionRate,
    // The list shows the rate and the activity's commission depends on it.
    onSuccess: () => client.invalidateQueries({ queryKey: [STAFF_SCOPE, 'agents'] }),
  });
}
