import { apiRequest } from '@casino/api-client';
import type { PaymentSystemKindList } from '@casino/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { STAFF_SCOPE } from '@/lib/query-client';

/** GET /api/backoffice/payments/systems/kinds/: the kinds whose processor the server runs. */
export function getSystemKinds(signal?: AbortSignal): Promise<PaymentSystemKindList> {
  return apiRequest<PaymentSystemKindList>('/api/backoffice/payments/systems/kinds/', signal ? { signal } : {});
}

export const systemKindsQuery = () =>
  queryOptions({
    queryKey: [STAFF_SCOPE, 'payment-systems', 'kinds'] as const,
    queryFn: ({ signal }) => getSystemKinds(signal),
    // The processors change only with the server's configuration.
    staleTime: 10 * 60_000,
  });

export const useSystemKinds = () => useQuery(systemKindsQuery());
