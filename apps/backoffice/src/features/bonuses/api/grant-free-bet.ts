import { apiRequest } from '@casino/api-client';
import type { FreeBetGrant, GrantFreeBetRequest } from '@casino/contracts';
import { useMutation } from '@tanstack/react-query';

/** POST /api/backoffice/free-bets: a free bet a provider's bet may use until it expires. */
export function grantFreeBet(request: GrantFreeBetRequest): Promise<FreeBetGrant> {
  return apiRequest<FreeBetGrant>('/api/backoffice/free-bets', { method: 'POST', body: request });
}

export const useGrantFreeBet = () => useMutation({ mutationFn: grantFreeBet });
