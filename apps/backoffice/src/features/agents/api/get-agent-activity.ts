import { apiRequest } from '@casino/api-client';
import type { AgentActivity } from '@casino/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { STAFF_SCOPE } from '@/lib/query-client';

/** What the activity is asked for: a UTC date range (both ends included) and maybe an agent. */
export interface ActivityFilter {
  from: string;
  to: string;
  /** The agent looked at; null for the calling agent themselves. */
  agentId: number | null;
}

/** GET /api/backoffice/agents/activity/: the tree's players' money, its totals and the agent's commission. */
export function getAgentActivity(filter: ActivityFilter, signal?: AbortSignal): Promise<AgentActivity> {
  return apiRequest<AgentActivity>('/api/backoffice/agents/activity/', {
    query: { from: filter.from, to: filter.to, ...(filter.agentId ? { agent_id: filter.agentId } : {}) },
    ...(signal ? { signal } : {}),
  });
}

export const agentActivityQuery = (filter: ActivityFilter) =>
  queryOptions({
    queryKey: [STAFF_SCOPE, 'agents', 'activity', filter] as const,
    queryFn: ({ signal }) => getAgentActivity(filter, signal),
    placeholderData: keepPreviousData,
  });

export const useAgentActivity = (filter: ActivityFilter, enabled: boolean) =>
  useQuery({ ...agentActivityQuery(filter), enabled });
