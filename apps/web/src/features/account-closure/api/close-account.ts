import { apiRequest } from '@casino/api-client';
import type { AccountClosure, AccountClosureRequest } from '@casino/contracts';
import { useMutation } from '@tanstack/react-query';

/** POST /api/protection/closure/: closes the player's account for good, confirmed with the password. */
export function closeAccount(body: AccountClosureRequest): Promise<AccountClosure> {
  return apiRequest<AccountClosure>('/api/protection/closure/', { method: 'POST', body });
}

export function useCloseAccount() {
  return useMutation({ mutationFn: closeAccount });
}
