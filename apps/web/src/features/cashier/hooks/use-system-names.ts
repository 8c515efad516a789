import type { PaymentDirection } from '@casino/contracts';
import { usePaymentSystems } from '../api/get-payment-systems';

/** A system's display name by direction and slug (histories carry only the slug); the slug while unknown. */
export function useSystemNames(): (direction: PaymentDirection, slug: string) => string {
  const deposit = usePaymentSystems('deposit');
  const payout = usePaymentSystems('payout');
  return (direction, slug) =>
    (direction === 'deposit' ? deposit.data : payout.data)?.find((s) => s.slug === slug)?.name ?? slug;
}
