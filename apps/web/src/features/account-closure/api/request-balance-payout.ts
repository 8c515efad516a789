import { apiRequest } from '@casino/api-client';
import type { BalancePayout, BalancePayoutRequest } from '@casino/contracts';
import { useMutation } from '@tanstack/react-query';

/** POST /api/protection/balance-payout/: a self-excluded or closed player, who cannot sign in, asks for their balance. */
export function requestBalancePayout(body: BalancePayoutRequest): Promise<BalancePayout> {
  return apiRequest<BalancePayout>('/api/protection/balance-payout/', { method: 'POST', body, auth: false });
}

export function useRequestBalancePayout() {
  return useMutation({ mutationFn: requestBalancePayout });
}
