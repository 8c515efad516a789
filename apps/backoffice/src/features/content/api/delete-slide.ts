import { apiRequest } from '@casino/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { carouselsQuery } from './get-carousels';

/** DELETE /api/backoffice/content/slides/{id}/. */
export function deleteSlide(id: number): Promise<void> {
  return apiRequest<void>(`/api/backoffice/content/slides/${id}/`, { method: 'DELETE' });
}

export function useDeleteSlide() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteSlide,
    onSettled: () => client.invalidateQueries({ queryKey: carouselsQuery().queryKey }),
  });
}
