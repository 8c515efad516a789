import { apiRequest } from '@casino/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { carouselsQuery } from './get-carousels';

/** DELETE /api/backoffice/content/carousels/{id}/: the carousel and every slide in it, for good. */
export function deleteCarousel(id: number): Promise<void> {
  return apiRequest<void>(`/api/backoffice/content/carousels/${id}/`, { method: 'DELETE' });
}

export function useDeleteCarousel() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteCarousel,
    onSettled: () => client.invalidateQueries({ queryKey: carouselsQuery().queryKey }),
  });
}
