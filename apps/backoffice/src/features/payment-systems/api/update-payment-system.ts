import { apiRequest } from '@casino/api-client';
import type { PaymentDirection, PaymentSystemConfig, UpdatePaymentSystemRequest } from '@casino/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { paymentSystemsQuery } from './get-payment-systems';

export interface SystemChange {
  direction: PaymentDirection;
  slug: string;
  /** Only the fields that change; `texts` names only the locales it sets or removes. */
  changes: UpdatePaymentSystemRequest;
}

/** PATCH /api/backoffice/payments/systems/{direction}/{slug}/. */
export function updatePaymentSystem({ direction, slug, changes }: SystemChange): Promise<PaymentSystemConfig> {
  return apiRequest<PaymentSystemConfig>(`/api/backoffice/payments/systems/${direction}/${encodeURIComponent(slug)}/`, {
    method: 'PATCH',
    body: changes,
  });
}

export function useUpdatePaymentSystem() {
  const client = useQueryClient();
  const { queryKey } = paymentSystemsQuery();
  return useMutation({
    mutationFn: updatePaymentSystem,
    onSuccess: (saved) => {
      client.setQueryData(queryKey, (systems) =>
        systems?.map((system) => (system.direction === saved.direction && system.slug === saved.slug ? saved : system)),
      );
      // A new place in the order moves it among the others: the server's order is the truth.
      void client.invalidateQueries({ queryKey, exact: true });
    },
  });
}
