import { apiRequest } from '@casino/api-client';
import type { JackpotTerms } from '@casino/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { JACKPOTS_KEY } from './get-jackpots';

/** PUT /api/backoffice/jackpots/: replaces the terms; a pool whose seed or cap changes starts a new round. */
export function updateJackpots(terms: JackpotTerms): Promise<JackpotTerms> {
  return apiRequest<JackpotTerms>('/api/backoffice/jackpots/', { method: 'PUT', body: terms });
}

export function useUpdateJackpots() {
  const client = useQueryClient();
  return useMutation({ mutationFn: updateJackpots, onSuccess: (terms) => client.setQueryData(JACKPOTS_KEY, terms) });
}
