import { apiRequest } from '@casino/api-client';
import type { KycDocument } from '@casino/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { STAFF_SCOPE } from '@/lib/query-client';

export interface Review {
  id: number;
  status: 'approved' | 'rejected';
  /** Required on a rejection: the player reads it. */
  reason?: string;
}

/** POST /api/backoffice/documents/{id}/review/. */
export function reviewDocument({ id, ...body }: Review): Promise<KycDocument> {
  return apiRequest<KycDocument>(`/api/backoffice/documents/${id}/review/`, { method: 'POST', body });
}

export function useReviewDocument() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: reviewDocument,
    onSettled: () => client.invalidateQueries({ queryKey: [STAFF_SCOPE, 'documents', 'pending'] }),
  });
}
