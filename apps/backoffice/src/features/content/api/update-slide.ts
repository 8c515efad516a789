import { apiRequest } from '@casino/api-client';
import type { ContentSlide, SlidePatch } from '@casino/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { carouselsQuery } from './get-carousels';

export interface SlideUpdate {
  id: number;
  patch: SlidePatch;
}

/** PATCH /api/backoffice/content/slides/{id}/: only the fields that change (order, schedule, switch, text…). */
export function updateSlide({ id, patch }: SlideUpdate): Promise<ContentSlide> {
  return apiRequest<ContentSlide>(`/api/backoffice/content/slides/${id}/`, { method: 'PATCH', body: patch });
}

/** Several slides at once (a move renumbers its neighbours), one call each, then the list again. */
export function useUpdateSlides() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (updates: SlideUpdate[]) => {
      for (const update of updates) await updateSlide(update);
    },
    onSettled: () => client.invalidateQueries({ queryKey: carouselsQuery().queryKey }),
  });
}
