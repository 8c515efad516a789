import type { Transaction } from '@casino/contracts';
import { buttonClasses } from '@casino/ui/button';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/lib/date';
import { formatMoney } from '@/lib/money';
import { Link } from 'react-router';
import { paymentPath } from '../lib/presentation';
import { TransactionAmount } from './transaction-amount';
import { TransactionStatus } from './transaction-status';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex items-center justify-between gap-4 border-b border-ink-700 py-3 last:border-0">
      <dt className="text-sm text-fog-400">{label}</dt>
      <dd className="text-end text-fog-100">{children}</dd>
    </div>
  );
}

/** One transaction, every field of SPEC §3 Transfer that means something to the player. */
export function TransactionDetails({ transaction }: { transaction: Transaction }) {
  const { t } = useTranslation();
  const payment = paymentPath(transaction);
  const money = (value: number | null) =>
    value === null ? (
      '—'
    ) : (
      <span dir="ltr" className="tabular-nums">
        {formatMoney(value, transaction.currency)}
      </span>
    );
  return (
    <dl data-testid="transaction-details">
      <Row label={t('transactions.details.reference')}>
        <span dir="ltr" className="font-mono text-sm">
          {transaction.id}
        </span>
      </Row>
      <Row label={t('transactions.columns.type')}>
        {t(`transactions.type.${transaction.type}`)} · {t(`transactions.kind.${transaction.kind}`, transaction.kind)}
      </Row>
      {transaction.method && <Row label={t('transactions.columns.method')}>{transaction.method}</Row>}
      <Row label={t('transactions.columns.amount')}>
        <TransactionAmount transaction={transaction} />
      </Row>
      <Row label={t('transactions.columns.status')}>
        <TransactionStatus status={transaction.status} type={transaction.type} />
      </Row>
      <Row label={t('transactions.details.balanceBefore')}>{money(transaction.balanceBefore)}</Row>
      <Row label={t('transactions.columns.balanceAfter')}>{money(transaction.balanceAfter)}</Row>
      <Row label={t('transactions.details.createdAt')}>{formatDateTime(transaction.createdAt)}</Row>
      <Row label={t('transactions.details.completedAt')}>
        {transaction.completedAt ? formatDateTime(transaction.completedAt) : '—'}
      </Row>
      {payment && (
        <div className="pt-4">
          <Link to={payment} className={buttonClasses('outline', 'md')} data-testid="open-payment">
            {t('transactions.details.openPayment')}
          </Link>
        </div>
      )}
    </dl>
  );
}
