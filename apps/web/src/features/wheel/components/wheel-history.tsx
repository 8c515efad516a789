import type { WheelSpinHistoryItem } from '@casino/contracts';
import { cn } from '@casino/ui/cn';
import { Pager } from '@casino/ui/pager';
import { Spinner } from '@casino/ui/spinner';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, formatTime } from '@/lib/date';
import { errorText } from '@/lib/error-text';
import { formatMoney } from '@/lib/money';
import { useWheelHistory } from '../api/get-wheel-history';

/** The server gives the day and the time apart, both in UTC; the player reads them in local time. */
const spunAt = (item: WheelSpinHistoryItem) => `${item.date}T${item.time}Z`;

/** The spins as a table (SPEC §2.9): date, type, amount won with its currency, and the prize. */
export function WheelHistoryTable({ items }: { items: readonly WheelSpinHistoryItem[] }) {
  const { t } = useTranslation();
  const col = (key: string) => t(`wheel.history.${key}`);
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-sm" data-testid="wheel-history-table">
        <thead>
          <tr className="border-b border-ink-600 text-xs tracking-wide text-fog-400 uppercase">
            <th className="py-2.5 pe-3 text-start font-semibold">{col('date')}</th>
            <th className="py-2.5 pe-3 text-start font-semibold">{col('type')}</th>
            <th className="py-2.5 pe-3 text-end font-semibold">{col('amount')}</th>
            <th className="py-2.5 text-start font-semibold">{col('prize')}</th>
          </tr>
        </thead>
        <tbody>
          {items.map((item) => {
            const won = item.winAmount > 0;
            return (
              <tr
                key={item.id}
                className="border-b border-ink-700 last:border-0"
                data-testid="wheel-history-row"
                data-free={item.isFree}
              >
                <td className="py-2.5 pe-3 whitespace-nowrap text-fog-300 tabular-nums">
                  <span className="block">{formatDate(spunAt(item))}</span>
                  <span className="block text-xs text-fog-500">{formatTime(spunAt(item))}</span>
                </td>
                <td className="py-2.5 pe-3">
                  <span
                    className={cn(
                      'inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap',
                      item.isFree ? 'bg-gold-400/10 text-gold-300' : 'bg-ink-600/60 text-fog-200',
                    )}
                  >
                    {item.isFree ? col('free') : col('paid')}
                  </span>
                  {!item.isFree && (
                    <span dir="ltr" className="mt-0.5 block text-xs text-fog-500 tabular-nums">
                      {formatMoney(-item.betAmount, item.currency)}
                    </span>
                  )}
                </td>
                <td
                  className={cn(
                    'py-2.5 pe-3 text-end font-semibold whitespace-nowrap tabular-nums',
                    won ? 'text-success-400' : 'text-fog-500',
                  )}
                >
                  <span dir="ltr">{won ? formatMoney(item.winAmount, item.currency) : '—'}</span>
                </td>
                <td className="py-2.5 text-fog-100">
                  {/* A money prize went to the bonus balance; anything else is named by the operator. */}
                  {won ? col('bonus') : <bdi>{item.prizeName}</bdi>}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

/**
 * The player's spins, newest first, a page at a time: in the history modal (the page kept here)
 * and on the profile page (the page kept in the address, `page` and `onPage`).
 */
export function WheelHistory({
  pageSize = 10,
  page: shownPage,
  onPage,
}: {
  pageSize?: number;
  page?: number;
  onPage?: (page: number) => void;
}) {
  const { t } = useTranslation();
  const [ownPage, setOwnPage] = useState(1);
  const page = shownPage ?? ownPage;
  const history = useWheelHistory(page, pageSize);
  if (history.isPending) {
    return (
      <div className="grid place-items-center py-10" data-testid="wheel-history-loading">
        <Spinner size={28} className="text-gold-400" />
      </div>
    );
  }
  if (history.isError) {
    return (
      <p role="alert" className="rounded-xl bg-danger-500/10 p-4 text-danger-400">
        {errorText(history.error)}
      </p>
    );
  }
  if (history.data.results.length === 0 && page === 1) {
    return (
      <p className="py-10 text-center text-fog-400" data-testid="wheel-history-empty">
        {t('wheel.history.empty')}
      </p>
    );
  }
  return (
    <div className="flex flex-col gap-4" data-testid="wheel-history" data-page={page}>
      <WheelHistoryTable items={history.data.results} />
      <Pager page={page} pages={Math.ceil(history.data.count / pageSize)} onPage={onPage ?? setOwnPage} />
    </div>
  );
}
