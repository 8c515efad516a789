import {
  bankTransferReference,
  PAYMENT_STATUS,
  type PaymentDirection,
  type PaymentItem,
  type PaymentSystemKind,
} from '@casino/contracts';
import { Button, buttonClasses } from '@casino/ui/button';
import { Notice } from '@casino/ui/card';
import { Spinner } from '@casino/ui/spinner';
import { notify } from '@casino/ui/toast';
import { useTranslation } from 'react-i18next';
import { notifyError } from '@/lib/notify-error';
import { formatDateTime } from '@/lib/date';
import { errorText } from '@/lib/error-text';
import { formatMoney } from '@/lib/money';
import { useCancelDeposit } from '../api/cancel-deposit';
import { useCancelPayout } from '../api/cancel-payout';
import { usePayment } from '../api/get-payment';
import { useBalanceRefresh } from '../hooks/use-balance-refresh';
import { isAbandonable, isCancellable, isFinalStatus, statusMessageKey, statusTone } from '../lib/status';
import { PaymentStatusBadge } from './payment-status-badge';

const S = PAYMENT_STATUS;
const NOTICE_TONE = { success: 'success', danger: 'error', pending: 'info', review: 'warning' } as const;

/**
 * What the player owes attention to on one payment: its live status, the held amount,
 * instructions, cancel. `kind` is the system's (card, crypto, manual), when known.
 */
export function PaymentStatusPanel({
  direction,
  id,
  kind,
}: {
  direction: PaymentDirection;
  id: number;
  kind?: PaymentSystemKind | undefined;
}) {
  const payment = usePayment(direction, id);
  useBalanceRefresh(payment.data?.status);

  if (payment.isPending) {
    return (
      <div className="grid place-items-center py-8">
        <Spinner size={28} className="text-gold-400" />
      </div>
    );
  }
  if (payment.isError) return <Notice tone="error">{errorText(payment.error)}</Notice>;
  return <PaymentSummary payment={payment.data} kind={kind} />;
}

function PaymentSummary({ payment, kind }: { payment: PaymentItem; kind: PaymentSystemKind | undefined }) {
  const { t } = useTranslation();
  const cancel = useCancelPayout();
  const abandon = useCancelDeposit();
  const direction = payment.paymentType;
  const final = isFinalStatus(payment.status);
  const money = formatMoney(payment.amount, payment.amountCurrency);
  const held = direction === 'payout' && !final;

  const onCancel = async () => {
    try {
      await cancel.mutateAsync(payment.id);
      notify(t('cashier.payoutCancelled'), 'success');
    } catch (error) {
      notifyError(error);
    }
  };
  const onAbandon = async () => {
    try {
      await abandon.mutateAsync(payment.id);
      notify(t('cashier.depositCancelled'), 'success');
    } catch (error) {
      notifyError(error);
    }
  };

  return (
    <div className="flex flex-col gap-4" data-testid="payment-panel" data-payment-id={payment.id}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <p className="text-xs tracking-wide text-fog-500 uppercase">
            {t(direction === 'deposit' ? 'cashier.depositNo' : 'cashier.payoutNo', { id: payment.id })}
          </p>
          <p className="mt-1 text-2xl font-bold text-fog-100 tabular-nums" dir="ltr">
            {money}
          </p>
          <p className="text-xs text-fog-500 tabular-nums">
            <span dir="ltr">{formatDateTime(payment.createdAt)}</span>
          </p>
        </div>
        <div className="flex items-center gap-2">
          {!final && <Spinner size={14} className="text-gold-400" />}
          <PaymentStatusBadge status={payment.status} direction={direction} />
        </div>
      </div>

      <Notice tone={NOTICE_TONE[statusTone(payment.status)]} testId="payment-status-message">
        {t(statusMessageKey(direction, payment.status, kind))}
      </Notice>

      {held && (
        <p className="flex justify-between gap-3 rounded-xl border border-white/5 bg-ink-950/40 px-4 py-3 text-sm">
          <span className="text-fog-400">{t('cashier.heldAmount')}</span>
          <span className="font-semibold text-gold-300 tabular-nums" dir="ltr" data-testid="held-amount">
            {money}
          </span>
        </p>
      )}
      {direction === 'payout' && payment.destination && (
        <p className="flex justify-between gap-3 px-1 text-sm">
          <span className="text-fog-400">{t('cashier.destination')}</span>
          <span className="text-fog-200 tabular-nums" dir="ltr">
            {payment.destination}
          </span>
        </p>
      )}

      {/* A bank transfer waiting for its money: what to do, with the reference to quote. */}
      {direction === 'deposit' && payment.status === S.manualProcessRequired && kind === 'manual' && (
        <div className="rounded-xl border border-ink-600 bg-ink-950/40 px-4 py-3 text-sm" data-testid="server-message">
          <p className="mb-1 text-xs font-semibold tracking-wide text-fog-500 uppercase">{t('cashier.instructions')}</p>
          <p className="text-fog-200">
            {t('cashier.bankTransferInstructions', { reference: bankTransferReference(payment.id) })}
          </p>
        </div>
      )}

      <div className="flex flex-wrap gap-3">
        {direction === 'deposit' && payment.redirectLink && !final && payment.status !== S.manualProcessRequired && (
          <a href={payment.redirectLink} className={buttonClasses('primary', 'md')} data-testid="continue-payment">
            {t('cashier.continueToPayment')}
          </a>
        )}
        {isAbandonable(direction, payment.status, kind) && (
          <Button variant="secondary" loading={abandon.isPending} onClick={onAbandon} data-testid="cancel-deposit">
            {t('cashier.cancelDeposit')}
          </Button>
        )}
        {isCancellable(direction, payment.status) && (
          <Button variant="danger" loading={cancel.isPending} onClick={onCancel} data-testid="cancel-payout">
            {t('cashier.cancelPayout')}
          </Button>
        )}
      </div>
    </div>
  );
}
