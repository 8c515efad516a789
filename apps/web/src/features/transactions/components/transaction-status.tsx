import type { Transaction } from '@casino/contracts';
import { cn } from '@casino/ui/cn';
import { useTranslation } from 'react-i18next';

const TONE: Record<Transaction['status'], string> = {
  COMPLETED: 'bg-success-500/15 text-success-400 border-success-500/30',
  OPEN: 'bg-ink-700 text-fog-300 border-ink-500',
  IN_PROCESS: 'bg-gold-400/10 text-gold-300 border-gold-400/30',
  REJECTED: 'bg-danger-500/15 text-danger-400 border-danger-500/30',
};

/** A status label; an open deposit has not been paid yet, so it reads "Awaiting payment". */
export function TransactionStatus({ status, type }: { status: Transaction['status']; type?: Transaction['type'] }) {
  const { t } = useTranslation();
  const awaiting = type === 'deposit' && status === 'OPEN';
  return (
    <span
      className={cn(
        'inline-flex rounded-full border px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap',
        TONE[status],
      )}
    >
      {awaiting ? t('transactions.awaitingPayment') : t(`transactions.status.${status}`)}
    </span>
  );
}
