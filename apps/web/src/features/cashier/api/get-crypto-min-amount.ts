import { apiRequest } from '@casino/api-client';
import { CRYPTO_PAY_PREFIX, type MinAmount } from '@casino/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { USER_SCOPE } from '@/lib/query-client';

/** GET /services/crypto-pay/min-amount: the smallest payment in a coin, with its value in the player's currency. */
export function getCryptoMinAmount(currency: string, fiatCurrency: string, signal?: AbortSignal): Promise<MinAmount> {
  return apiRequest<MinAmount>(`${CRYPTO_PAY_PREFIX}/min-amount`, {
    query: { currency, fiat_currency: fiatCurrency },
    ...(signal ? { signal } : {}),
  });
}

export const cryptoMinAmountQuery = (currency: string, fiatCurrency: string) =>
  queryOptions({
    queryKey: [USER_SCOPE, 'crypto-min-amount', currency, fiatCurrency],
    queryFn: ({ signal }) => getCryptoMinAmount(currency, fiatCurrency, signal),
  });

export function useCryptoMinAmount(currency: string | null, fiatCurrency: string) {
  return useQuery({
    ...cryptoMinAmountQuery(currency ?? '', fiatCurrency),
    enabled: Boolean(currency && fiatCurrency),
  });
}
