import { apiRequest } from '@casino/api-client';
import type { AgentSummary, NewAgentRequest } from '@casino/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { STAFF_SCOPE } from '@/lib/query-client';

/** POST /api/backoffice/agents/: a sub-agent under the calling agent, or an agent the owner places. */
export function createAgent(body: NewAgentRequest): Promise<AgentSummary> {
  return apiRequest<AgentSummary>('/api/backoffice/agents/', { method: 'POST', body });
}

export function useCreateAgent() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createAgent,
    onSuccess: () => client.invalidateQueries({ queryKey: [STAFF_SCOPE, 'agents'] }),
  });
}
