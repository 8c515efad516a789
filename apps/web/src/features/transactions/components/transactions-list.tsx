import type { Transaction } from '@casino/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime } from '@/lib/date';
import { formatMoney } from '@/lib/money';
import { TransactionAmount } from './transaction-amount';
import { TransactionStatus } from './transaction-status';

/** The page's rows: a table from tablet width, cards below it. */
export function TransactionsList({ items }: { items: Transaction[] }) {
  const { t } = useTranslation();
  const detail = (id: string) => `/profile/transactions/${id}`;
  // A payment is named by its method (in the page's language); any other movement by what caused it.
  const method = (item: Transaction) => item.method ?? t(`transactions.kind.${item.kind}`, item.kind);
  return (
    <>
      <table className="hidden w-full text-sm md:table" data-testid="transactions-table">
        <thead>
          <tr className="border-b border-ink-600 text-start text-xs tracking-wide text-fog-400 uppercase">
            <th className="py-3 text-start font-semibold">{t('transactions.columns.date')}</th>
            <th className="py-3 text-start font-semibold">{t('transactions.columns.type')}</th>
            <th className="py-3 text-start font-semibold">{t('transactions.columns.method')}</th>
            <th className="py-3 text-end font-semibold">{t('transactions.columns.amount')}</th>
            <th className="py-3 text-end font-semibold">{t('transactions.columns.balanceAfter')}</th>
            <th className="py-3 text-end font-semibold">{t('transactions.columns.status')}</th>
          </tr>
        </thead>
        <tbody>
          {items.map((item) => (
            <tr key={item.id} className="border-b border-ink-700 last:border-0 hover:bg-ink-800/60">
              <td className="py-3 text-fog-300 tabular-nums">
                <Link to={detail(item.id)} className="hover:text-gold-300">
                  {formatDateTime(item.createdAt)}
                </Link>
              </td>
              <td className="py-3 text-fog-100">{t(`transactions.type.${item.type}`)}</td>
              <td className="py-3 text-fog-300" data-testid="transaction-method">
                {method(item)}
              </td>
              <td className="py-3 text-end">
                <TransactionAmount transaction={item} />
              </td>
              {/* The cell keeps the page's direction, so that its end lines up with the header's. */}
              <td className="py-3 text-end text-fog-300 tabular-nums">
                <span dir="ltr">
                  {item.balanceAfter === null ? '—' : formatMoney(item.balanceAfter, item.currency)}
                </span>
              </td>
              <td className="py-3 text-end">
                <TransactionStatus status={item.status} type={item.type} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <ul className="flex flex-col gap-3 md:hidden" data-testid="transactions-cards">
        {items.map((item) => (
          <li key={item.id}>
            <Link
              to={detail(item.id)}
              className="flex items-center justify-between gap-3 rounded-2xl border border-ink-600 bg-ink-800/70 p-4"
            >
              <div className="min-w-0">
                <p className="font-semibold text-fog-100">
                  {t(`transactions.type.${item.type}`)}
                  <span className="font-normal text-fog-400"> · {method(item)}</span>
                </p>
                <p className="text-xs text-fog-400 tabular-nums">{formatDateTime(item.createdAt)}</p>
              </div>
              <div className="flex flex-col items-end gap-1">
                <TransactionAmount transaction={item} />
                <TransactionStatus status={item.status} type={item.type} />
              </div>
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}
