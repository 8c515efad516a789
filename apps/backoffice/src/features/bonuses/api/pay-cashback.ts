import { apiRequest } from '@casino/api-client';
import { useMutation } from '@tanstack/react-query';

/** POST /api/backoffice/cashback/pay/: the last ended period's cashback now; a period is paid once per player. */
export function payCashback(): Promise<{ players: number }> {
  return apiRequest<{ players: number }>('/api/backoffice/cashback/pay/', { method: 'POST' });
}

export const usePayCashback = () => useMutation({ mutationFn: payCashback });
