import { apiRequest } from '@casino/api-client';
import { GAMES_API, type RotatedSecret } from '@casino/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { providersQuery } from './get-providers';

/** POST /api/backoffice/providers/{code}/rotate-secret/: a new wallet secret, answered this once. */
export function rotateSecret(code: string): Promise<RotatedSecret> {
  return apiRequest<RotatedSecret>(GAMES_API.rotateSecret.replace(':code', encodeURIComponent(code)), {
    method: 'POST',
  });
}

export function useRotateSecret() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: rotateSecret,
    // The list is read again rather than fed the answer: the secret stays in the dialog alone.
    onSuccess: () => client.invalidateQueries({ queryKey: providersQuery().queryKey }),
  });
}
