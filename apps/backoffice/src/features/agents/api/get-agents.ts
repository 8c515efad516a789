import { apiRequest } from '@casino/api-client';
import type { AgentSummary } from '@casino/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { STAFF_SCOPE } from '@/lib/query-client';

/** GET /api/backoffice/agents/: the agents under the calling agent, recursively; every agent for the owner. */
export function getAgents(signal?: AbortSignal): Promise<AgentSummary[]> {
  return apiRequest<AgentSummary[]>('/api/backoffice/agents/', signal ? { signal } : {});
}

export const agentsQuery = () =>
  queryOptions({ queryKey: [STAFF_SCOPE, 'agents', 'list'] as const, queryFn: ({ signal }) => getAgents(signal) });

export const useAgents = () => useQuery(agentsQuery());
