import { apiRequest } from '@casino/api-client';
import type { ExclusionReview } from '@casino/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { STAFF_SCOPE } from '@/lib/query-client';

export type Reactivation = z.infer<typeof ExclusionReview>;

/** GET /api/backoffice/exclusions/reactivations/: self-excluded players who asked to come back. */
export function getReactivations(signal?: AbortSignal): Promise<Reactivation[]> {
  return apiRequest<Reactivation[]>('/api/backoffice/exclusions/reactivations/', signal ? { signal } : {});
}

export const reactivationsQuery = () =>
  queryOptions({
    queryKey: [STAFF_SCOPE, 'reactivations'] as const,
    queryFn: ({ signal }) => getReactivations(signal),
    staleTime: 0,
  });

export const useReactivations = (enabled: boolean) => useQuery({ ...reactivationsQuery(), enabled });
