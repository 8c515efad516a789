import { apiRequest } from '@casino/api-client';
import { CRYPTO_CURRENCIES, CRYPTO_PAY_PREFIX, type AvailableCurrencies } from '@casino/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { USER_SCOPE } from '@/lib/query-client';

const rank = (code: string) => {
  const index = (CRYPTO_CURRENCIES as readonly string[]).indexOf(code);
  return index === -1 ? CRYPTO_CURRENCIES.length : index;
};

/** GET /services/crypto-pay/available-currencies, kept in the spec's display order (SPEC §9) whatever arrives. */
export async function getCryptoCurrencies(signal?: AbortSignal): Promise<AvailableCurrencies['currencies']> {
  const { currencies } = await apiRequest<AvailableCurrencies>(
    `${CRYPTO_PAY_PREFIX}/available-currencies`,
    signal ? { signal } : {},
  );
  return [...currencies].sort((a, b) => rank(a.currency) - rank(b.currency));
}

export const cryptoCurrenciesQuery = () =>
  queryOptions({
    queryKey: [USER_SCOPE, 'crypto-currencies'],
    queryFn: ({ signal }) => getCryptoCurrencies(signal),
    staleTime: 5 * 60_000,
  });

export function useCryptoCurrencies(enabled = true) {
  return useQuery({ ...cryptoCurrenciesQuery(), enabled });
}
