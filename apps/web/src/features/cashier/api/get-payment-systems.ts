import { apiRequest } from '@casino/api-client';
import type { Locale, PaymentDirection, PaymentSystem } from '@casino/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useLocale } from '@/lib/i18n';
import { USER_SCOPE } from '@/lib/query-client';

/**
 * GET /deposit/system_list/ or /payout/system_list/: the systems offered to the player's
 * currency, named in the language the request asks for (Accept-Language, the page's).
 */
export function getPaymentSystems(direction: PaymentDirection, signal?: AbortSignal): Promise<PaymentSystem[]> {
  return apiRequest<PaymentSystem[]>(`/api/backoffice/payments/${direction}/system_list/`, signal ? { signal } : {});
}

/** Keyed by the page's language: a change of language asks for the names in the new one. */
export const paymentSystemsQuery = (direction: PaymentDirection, locale: Locale) =>
  queryOptions({
    queryKey: [USER_SCOPE, 'payment-systems', direction, locale],
    queryFn: ({ signal }) => getPaymentSystems(direction, signal),
    // The other language's list stays on screen while this one loads.
    placeholderData: keepPreviousData,
    // What the closed loop allows changes with each deposit: payouts are asked afresh on every page.
    ...(direction === 'payout' ? { staleTime: 0 } : {}),
  });

export function usePaymentSystems(direction: PaymentDirection) {
  return useQuery(paymentSystemsQuery(direction, useLocale()));
}
