import { apiRequest } from '@casino/api-client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { STAFF_SCOPE } from '@/lib/query-client';

/** GET /api/backoffice/documents/{id}/file/: the picture or PDF, with the staff member's token. */
export function getDocumentFile(id: number, signal?: AbortSignal): Promise<Blob> {
  return apiRequest<Blob>(`/api/backoffice/documents/${id}/file/`, {
    responseType: 'blob',
    ...(signal ? { signal } : {}),
  });
}

export const documentFileQuery = (id: number) =>
  queryOptions({
    queryKey: [STAFF_SCOPE, 'documents', id, 'file'] as const,
    queryFn: ({ signal }) => getDocumentFile(id, signal),
    staleTime: Infinity,
  });

/** The file as an object URL for <img> or <iframe>, released when no longer shown. */
export function useDocumentFileUrl(id: number): string | null {
  const file = useQuery(documentFileQuery(id)).data;
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file) return;
    const next = URL.createObjectURL(file);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [file]);
  return url;
}
