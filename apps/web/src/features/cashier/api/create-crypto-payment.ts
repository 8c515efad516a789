import { apiRequest } from '@casino/api-client';
import { CRYPTO_PAY_PREFIX, type CreateCryptoPaymentRequest, type CryptoPayment } from '@casino/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { USER_SCOPE } from '@/lib/query-client';

/** POST /services/crypto-pay/create-payment: a deposit paid in a coin, with a fresh address to send it to. */
export function createCryptoPayment(body: CreateCryptoPaymentRequest): Promise<CryptoPayment> {
  return apiRequest<CryptoPayment>(`${CRYPTO_PAY_PREFIX}/create-payment`, { method: 'POST', body });
}

export function useCreateCryptoPayment() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createCryptoPayment,
    onSuccess: (payment) => {
      client.setQueryData([USER_SCOPE, 'crypto-payment', payment.payment_id], payment);
      void client.invalidateQueries({ queryKey: [USER_SCOPE, 'payments', 'deposit'] });
      void client.invalidateQueries({ queryKey: [USER_SCOPE, 'payment-history'] });
    },
  });
}
