import { apiRequest } from '@casino/api-client';
import type { ContentSlide, SlideInput } from '@casino/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { carouselsQuery } from './get-carousels';

/** POST /api/backoffice/content/slides/: a slide in a carousel (it takes the carousel's language). */
export function createSlide(input: SlideInput): Promise<ContentSlide> {
  return apiRequest<ContentSlide>('/api/backoffice/content/slides/', { method: 'POST', body: input });
}

export function useCreateSlide() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createSlide,
    onSuccess: () => client.invalidateQueries({ queryKey: carouselsQuery().queryKey }),
  });
}
