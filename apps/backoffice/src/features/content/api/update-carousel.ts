import { apiRequest } from '@casino/api-client';
import type { CarouselInput } from '@casino/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { carouselsQuery, type Carousel } from './get-carousels';

/** PUT /api/backoffice/content/carousels/{id}/: moves a carousel to another route, platform or language; its slides take its language. */
export function updateCarousel({ id, input }: { id: number; input: CarouselInput }): Promise<Carousel> {
  return apiRequest<Carousel>(`/api/backoffice/content/carousels/${id}/`, { method: 'PUT', body: input });
}

export function useUpdateCarousel() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateCarousel,
    onSuccess: () => client.invalidateQueries({ queryKey: carouselsQuery().queryKey }),
  });
}
