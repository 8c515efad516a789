import { apiRequest } from '@casino/api-client';
import type { PlaySession } from '@casino/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { USER_SCOPE } from '@/lib/query-client';

/** GET /api/protection/session/: the session's start, end and result so far, in the server's time. */
export function getPlaySession(signal?: AbortSignal): Promise<PlaySession> {
  return apiRequest<PlaySession>('/api/protection/session/', signal ? { signal } : {});
}

export const playSessionQuery = () =>
  queryOptions({ queryKey: [USER_SCOPE, 'play-session'], queryFn: ({ signal }) => getPlaySession(signal) });

export function usePlaySession() {
  return useQuery(playSessionQuery());
}
