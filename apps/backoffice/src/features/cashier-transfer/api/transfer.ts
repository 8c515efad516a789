import { apiRequest } from '@casino/api-client';
import type { CashierTransferRequest } from '@casino/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { STAFF_SCOPE } from '@/lib/query-client';

export interface TransferResult {
  amount: number;
  currency: string;
  sender: { id: number; balance: number };
  recipient: { id: number; balance: number };
}

/** POST /api/backoffice/transactions/ (SPEC §7): cash from the cashier to their player, or back. */
export function transfer(request: CashierTransferRequest): Promise<TransferResult> {
  return apiRequest<TransferResult>('/api/backoffice/transactions/', { method: 'POST', body: request });
}

export function useTransfer() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: transfer,
    // The balances moved: the players' and the staff member's own.
    onSuccess: () => client.invalidateQueries({ queryKey: [STAFF_SCOPE] }),
  });
}
