import { apiRequest } from '@casino/api-client';
import type { KycDocument, KycDocumentKind } from '@casino/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { documentsQuery } from './get-documents';

/** A file of up to 10 MB may take a while on a phone's connection. */
const UPLOAD_TIMEOUT_MS = 120_000;

/** POST /api/users/documents/upload/ (multipart: the kind, then the file). */
export function uploadDocument({ kind, file }: { kind: KycDocumentKind; file: File }): Promise<KycDocument> {
  const body = new FormData();
  body.append('kind', kind);
  body.append('file', file);
  return apiRequest<KycDocument>('/api/users/documents/upload/', {
    method: 'POST',
    body,
    timeoutMs: UPLOAD_TIMEOUT_MS,
  });
}

export function useUploadDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadDocument,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: documentsQuery().queryKey }),
  });
}
