import type { PaymentDirection, PaymentStatusCode } from '@casino/contracts';
import { cn } from '@casino/ui/cn';
import { useTranslation } from 'react-i18next';
import { statusLabelKey, statusTone, type StatusTone } from '../lib/status';

const TONE: Record<StatusTone, string> = {
  success: 'bg-success-500/15 text-success-400 border-success-500/30',
  danger: 'bg-danger-500/15 text-danger-400 border-danger-500/30',
  pending: 'bg-gold-400/10 text-gold-300 border-gold-400/30',
  review: 'bg-warning-400/10 text-warning-400 border-warning-400/30',
};

/** A payment's status as a coloured label in the player's language (a deposit not paid yet: awaiting payment). */
export function PaymentStatusBadge({ status, direction }: { status: PaymentStatusCode; direction?: PaymentDirection }) {
  const { t } = useTranslation();
  return (
    <span
      data-testid="payment-status"
      data-status={status}
      className={cn(
        'inline-flex rounded-full border px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap',
        TONE[statusTone(status)],
      )}
    >
      {t(statusLabelKey(status, direction))}
    </span>
  );
}
