import { apiRequest } from '@casino/api-client';
import { useMutation } from '@tanstack/react-query';

/** Five megabytes may take a while on a slow connection. */
const UPLOAD_TIMEOUT_MS = 120_000;

/**
 * POST /api/backoffice/content/images/ (multipart, one file): the server keeps a PNG, JPEG or WebP
 * picture, told by its content, and answers its address; anything else is refused (field `file`).
 */
export function uploadImage(file: File): Promise<{ url: string }> {
  const body = new FormData();
  body.append('file', file);
  return apiRequest<{ url: string }>('/api/backoffice/content/images/', {
    method: 'POST',
    body,
    timeoutMs: UPLOAD_TIMEOUT_MS,
  });
}

export const useUploadImage = () => useMutation({ mutationFn: uploadImage });
