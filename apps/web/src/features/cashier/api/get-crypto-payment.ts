import { apiRequest } from '@casino/api-client';
import { CRYPTO_PAY_PREFIX, type CryptoPayment } from '@casino/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { USER_SCOPE } from '@/lib/query-client';
import { isFinalStatus } from '../lib/status';
import { PAYMENT_POLL_MS } from './get-payment';

/** GET /services/crypto-pay/payment/{id}: the address of a crypto deposit and what the chain has seen so far. */
export function getCryptoPayment(id: number, signal?: AbortSignal): Promise<CryptoPayment> {
  return apiRequest<CryptoPayment>(`${CRYPTO_PAY_PREFIX}/payment/${id}`, signal ? { signal } : {});
}

export const cryptoPaymentQuery = (id: number) =>
  queryOptions({
    queryKey: [USER_SCOPE, 'crypto-payment', id],
    queryFn: ({ signal }) => getCryptoPayment(id, signal),
    staleTime: 0,
    // Confirmations arrive block by block: follow them until the deposit ends.
    refetchInterval: (query) => {
      const status = query.state.data?.payment_status;
      return status !== undefined && isFinalStatus(status) ? false : PAYMENT_POLL_MS;
    },
  });

/** `enabled` false for payments that are not crypto ones (the endpoint would answer 404). */
export function useCryptoPayment(id: number, enabled: boolean) {
  return useQuery({ ...cryptoPaymentQuery(id), enabled: enabled && id > 0 });
}
