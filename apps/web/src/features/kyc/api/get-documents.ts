import { apiRequest } from '@casino/api-client';
import type { KycDocuments } from '@casino/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { USER_SCOPE } from '@/lib/query-client';

/** GET /api/users/documents/: the player's identity documents, newest first, and whether they are verified. */
export function getDocuments(signal?: AbortSignal): Promise<KycDocuments> {
  return apiRequest<KycDocuments>('/api/users/documents/', signal ? { signal } : {});
}

export const documentsQuery = () =>
  queryOptions({ queryKey: [USER_SCOPE, 'kyc-documents'], queryFn: ({ signal }) => getDocuments(signal) });

export function useDocuments() {
  return useQuery(documentsQuery());
}
