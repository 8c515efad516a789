import { apiRequest } from '@casino/api-client';
import type { KycReviewItem } from '@casino/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { STAFF_SCOPE } from '@/lib/query-client';

export type PendingDocument = z.infer<typeof KycReviewItem>;

/** GET /api/backoffice/documents/: the documents waiting for a review, oldest first. */
export function getPendingDocuments(signal?: AbortSignal): Promise<PendingDocument[]> {
  return apiRequest<PendingDocument[]>('/api/backoffice/documents/', signal ? { signal } : {});
}

export const pendingDocumentsQuery = () =>
  queryOptions({
    queryKey: [STAFF_SCOPE, 'documents', 'pending'] as const,
    queryFn: ({ signal }) => getPendingDocuments(signal),
    staleTime: 0,
  });

export const usePendingDocuments = () => useQuery(pendingDocumentsQuery());
