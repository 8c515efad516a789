import { apiRequest } from '@casino/api-client';
import { POLL, type NoticeKind, type NoticeList } from '@casino/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { USER_SCOPE } from '@/lib/query-client';

/** GET /api/bonus-system/notices/?kind=…: the player's unacknowledged notices of one kind, newest first. */
export function getNotices(kind: NoticeKind, signal?: AbortSignal): Promise<NoticeList> {
  return apiRequest<NoticeList>('/api/bonus-system/notices/', { query: { kind }, ...(signal ? { signal } : {}) });
}

export const noticesQuery = (kind: NoticeKind) =>
  queryOptions({
    queryKey: [USER_SCOPE, 'notices', kind],
    queryFn: ({ signal }) => getNotices(kind, signal),
    staleTime: 0,
  });

/**
 * SPEC §4, §9: a kind's notices, polled every 15 s while `enabled`; with `untilFound`, the
 * polling stops once the answer holds one (the first deposit comes once per player).
 */
export function useNoticesOf(
  kind: NoticeKind,
  { enabled, untilFound = false }: { enabled: boolean; untilFound?: boolean },
) {
  return useQuery({
    ...noticesQuery(kind),
    enabled,
    refetchInterval: (query) =>
      !enabled || (untilFound && (query.state.data?.length ?? 0) > 0) ? false : POLL.noticesMs,
  });
}
