import { PAYMENT_STATUS, type PaymentDirection, type PaymentStatusCode } from '@casino/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type AmountState, SignedAmount } from '@/components/ui/signed-amount';
import { formatDateTime } from '@/lib/date';
import { useSystemNames } from '../hooks/use-system-names';
import { PaymentStatusBadge } from './payment-status-badge';
import { systemPath } from './system-picker';

/** One row of a payment list: a history item or a payment, as much as the list shows. */
export interface PaymentRow {
  id: number;
  direction: PaymentDirection;
  system: string;
  amount: number;
  currency: string;
  status: PaymentStatusCode;
  createdAt: string;
}

const detailPath = (row: PaymentRow) => `${systemPath(row.direction, row.system)}?payment=${row.id}`;

/**
 * What an amount means for the balance: a deposit is money received (+, green) only once
 * credited; until then it awaits payment (no sign, muted), and one that failed or expired
 * never counted (struck through). A payout leaves the balance (−) when it is requested
 * (its hold), and comes back if it fails.
 */
function amountState(row: PaymentRow): AmountState {
  if (row.status === PAYMENT_STATUS.failed || row.status === PAYMENT_STATUS.expired) return 'void';
  if (row.direction === 'payout') return 'out';
  return row.status === PAYMENT_STATUS.success ? 'credited' : 'pending';
}

function PaymentAmount({ row }: { row: PaymentRow }) {
  return <SignedAmount state={amountState(row)} amount={row.amount} currency={row.currency} testId="payment-amount" />;
}

/** Payments as a table from tablet width and as cards below it; each opens the payment's live page. */
export function PaymentsList({ rows, testId = 'payments-list' }: { rows: PaymentRow[]; testId?: string }) {
  const { t } = useTranslation();
  const name = useSystemNames();
  return (
    <div data-testid={testId}>
      <table className="hidden w-full text-sm md:table">
        <thead>
          <tr className="border-b border-ink-600 text-xs tracking-wide text-fog-400 uppercase">
            <th className="py-3 text-start font-semibold">{t('cashier.columns.date')}</th>
            <th className="py-3 text-start font-semibold">{t('cashier.columns.type')}</th>
            <th className="py-3 text-start font-semibold">{t('cashier.columns.method')}</th>
            <th className="py-3 text-end font-semibold">{t('cashier.columns.amount')}</th>
            <th className="py-3 text-end font-semibold">{t('cashier.columns.status')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr
              key={`${row.direction}-${row.id}`}
              data-testid="payment-row"
              className="border-b border-ink-700 last:border-0 hover:bg-ink-800/60"
            >
              <td className="py-3 text-fog-300 tabular-nums">
                <Link to={detailPath(row)} className="hover:text-gold-300">
                  <span dir="ltr">{formatDateTime(row.createdAt)}</span>
                </Link>
              </td>
              <td className="py-3 text-fog-100">{t(`cashier.type.${row.direction}`)}</td>
              <td className="py-3 text-fog-300">{name(row.direction, row.system)}</td>
              <td className="py-3 text-end">
                <PaymentAmount row={row} />
              </td>
              <td className="py-3 text-end">
                <PaymentStatusBadge status={row.status} direction={row.direction} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <ul className="flex flex-col gap-3 md:hidden">
        {rows.map((row) => (
          <li key={`${row.direction}-${row.id}`} data-testid="payment-card">
            <Link
              to={detailPath(row)}
              className="flex items-center justify-between gap-3 rounded-2xl border border-ink-600 bg-ink-800/70 p-4"
            >
              <div className="min-w-0">
                <p className="font-semibold text-fog-100">
                  {t(`cashier.type.${row.direction}`)}
                  <span className="font-normal text-fog-400"> · {name(row.direction, row.system)}</span>
                </p>
                <p className="text-xs text-fog-400 tabular-nums">
                  <span dir="ltr">{formatDateTime(row.createdAt)}</span>
                </p>
              </div>
              <div className="flex flex-col items-end gap-1">
                <PaymentAmount row={row} />
                <PaymentStatusBadge status={row.status} direction={row.direction} />
              </div>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
