import { apiRequest } from '@casino/api-client';
import type { CarouselInput } from '@casino/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { carouselsQuery, type Carousel } from './get-carousels';

/** POST /api/backoffice/content/carousels/: a carousel for a route, platform and language. */
export function createCarousel(input: CarouselInput): Promise<Carousel> {
  return apiRequest<Carousel>('/api/backoffice/content/carousels/', { method: 'POST', body: input });
}

export function useCreateCarousel() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createCarousel,
    onSuccess: () => client.invalidateQueries({ queryKey: carouselsQuery().queryKey }),
  });
}
