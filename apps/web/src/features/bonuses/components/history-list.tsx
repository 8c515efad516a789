import type { BonusHistoryItem } from '@casino/contracts';
import { useTranslation } from 'react-i18next';
import { SignedAmount } from '@/components/ui/signed-amount';
import { formatDateTime } from '@/lib/date';
import { formatMoney } from '@/lib/money';

/** + for what came onto the bonus balance, − for what left it; the sign is drawn once, so the number is unsigned. */
function ItemAmount({ item }: { item: BonusHistoryItem }) {
  return (
    <SignedAmount
      state={item.amount < 0 ? 'out' : 'credited'}
      amount={Math.abs(item.amount)}
      currency={item.amountCurrency}
      testId="bonus-amount"
    />
  );
}

/** "before → after", always left to right so the arrow reads the same in Arabic. */
function BalanceChange({ item }: { item: BonusHistoryItem }) {
  return (
    <span dir="ltr" className="whitespace-nowrap text-fog-300 tabular-nums" data-testid="bonus-balance-change">
      {formatMoney(item.bonusBalanceBefore, item.bonusBalanceBeforeCurrency)} →{' '}
      {formatMoney(item.bonusBalanceAfter, item.bonusBalanceAfterCurrency)}
    </span>
  );
}

/** SPEC §3 Bonus or cashback history item: a table from tablet width, cards below it. */
export function HistoryList({ items }: { items: readonly BonusHistoryItem[] }) {
  const { t } = useTranslation();
  const col = (key: string) => t(`bonus.history.columns.${key}`);
  return (
    <>
      <div className="hidden overflow-x-auto md:block">
        <table className="w-full text-sm" data-testid="bonus-history-table">
          <thead>
            <tr className="border-b border-ink-600 text-xs tracking-wide text-fog-400 uppercase">
              <th className="py-3 pe-3 text-start font-semibold">{col('date')}</th>
              <th className="py-3 pe-3 text-start font-semibold">{col('type')}</th>
              <th className="py-3 pe-3 text-end font-semibold">{col('amount')}</th>
              <th className="py-3 text-end font-semibold">{col('balance')}</th>
            </tr>
          </thead>
          <tbody>
            {items.map((item) => (
              <tr key={item.id} className="border-b border-ink-700 last:border-0 hover:bg-ink-800/60">
                <td className="py-3 pe-3 whitespace-nowrap text-fog-300 tabular-nums">{formatDateTime(item.date)}</td>
                <td className="py-3 pe-3 text-fog-100">{t(`bonus.types.${item.type}`)}</td>
                <td className="py-3 pe-3 text-end">
                  <ItemAmount item={item} />
                </td>
                <td className="py-3 text-end">
                  <BalanceChange item={item} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul className="flex flex-col gap-3 md:hidden" data-testid="bonus-history-cards">
        {items.map((item) => (
          <li key={item.id} className="rounded-2xl border border-ink-600 bg-ink-800/70 p-4">
            <div className="flex items-start justify-between gap-3">
              <div className="min-w-0">
                <p className="font-semibold text-fog-100">{t(`bonus.types.${item.type}`)}</p>
                <p className="text-xs text-fog-400 tabular-nums">{formatDateTime(item.date)}</p>
              </div>
              <ItemAmount item={item} />
            </div>
            <p className="mt-3 flex flex-wrap items-center justify-between gap-2 text-xs">
              <span className="text-fog-500">{col('balance')}</span>
              <BalanceChange item={item} />
            </p>
          </li>
        ))}
      </ul>
    </>
  );
}
