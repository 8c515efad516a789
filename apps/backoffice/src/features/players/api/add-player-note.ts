import { apiRequest } from '@casino/api-client';
import type { PlayerNote } from '@casino/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { STAFF_SCOPE } from '@/lib/query-client';

/** POST /api/backoffice/players/{id}/notes/: a note signed by its author; answers every note. */
export function addPlayerNote(id: number, text: string): Promise<PlayerNote[]> {
  return apiRequest<PlayerNote[]>(`/api/backoffice/players/${id}/notes/`, { method: 'POST', body: { text } });
}

export function useAddPlayerNote(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (text: string) => addPlayerNote(id, text),
    onSuccess: (notes) => client.setQueryData([STAFF_SCOPE, 'player', id, 'notes'], notes),
  });
}
