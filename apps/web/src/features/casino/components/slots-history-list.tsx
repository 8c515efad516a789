import type { SlotsHistoryItem } from '@casino/contracts';
import { cn } from '@casino/ui/cn';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/lib/date';
import { formatMoney } from '@/lib/money';
import { roundOutcome, type RoundOutcome } from '../lib/round-outcome';

const TONE: Record<RoundOutcome, string> = {
  Winner: 'bg-success-500/15 text-success-400 border-success-500/30',
  Done: 'bg-success-500/15 text-success-400 border-success-500/30',
  Loser: 'bg-ink-600/40 text-fog-300 border-white/10',
  Even: 'bg-ink-600/40 text-fog-200 border-white/15',
  Wait: 'bg-gold-400/10 text-gold-300 border-gold-400/30',
  Voided: 'bg-ink-600/40 text-fog-400 border-white/10',
  Cancelled: 'bg-danger-500/15 text-danger-400 border-danger-500/30',
};

function Status({ item }: { item: SlotsHistoryItem }) {
  const { t } = useTranslation();
  const outcome = roundOutcome(item);
  return (
    <span className="inline-flex items-center gap-1.5">
      <span
        className={cn(
          'inline-flex rounded-full border px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap',
          TONE[outcome],
        )}
      >
        {t(`slotsHistory.status.${outcome}`)}
      </span>
      {item.freeSpin && (
        <span className="rounded-full bg-gold-400/10 px-2 py-0.5 text-xs text-gold-300">
          {t('slotsHistory.freeSpin')}
        </span>
      )}
    </span>
  );
}

/** "before → after", always left to right so the arrow reads the same in Arabic. */
function BalanceChange({ item }: { item: SlotsHistoryItem }) {
  const { currency } = item.balance;
  return (
    <span dir="ltr" className="whitespace-nowrap text-fog-300 tabular-nums">
      {formatMoney(item.balance.before, currency)} → {formatMoney(item.balance.after, currency)}
    </span>
  );
}

const won = (item: SlotsHistoryItem) => roundOutcome(item) === 'Winner';

const money = (value: number, currency: string) => (
  <span dir="ltr" className="tabular-nums">
    {formatMoney(value, currency)}
  </span>
);

/** The spec's columns (SPEC §3): provider, date, balance before → after, status, bet, win, game. */
export function SlotsHistoryList({
  items,
  nameOf = (item) => item.gameId,
  producerOf = (item) => item.provider,
}: {
  items: readonly SlotsHistoryItem[];
  /** The game's name from the catalogue; its id when the catalogue does not know it. */
  nameOf?: (item: SlotsHistoryItem) => string;
  /** The producer's display name ("Studio"); its code when the producers list does not know it. */
  producerOf?: (item: SlotsHistoryItem) => string;
}) {
  const { t } = useTranslation();
  const col = (key: string) => t(`slotsHistory.columns.${key}`);
  return (
    <>
      <div className="hidden overflow-x-auto md:block">
        <table className="w-full text-sm" data-testid="slots-history-table">
          <thead>
            <tr className="border-b border-ink-600 text-xs tracking-wide text-fog-400 uppercase">
              <th className="py-3 pe-3 text-start font-semibold">{col('date')}</th>
              <th className="py-3 pe-3 text-start font-semibold">{col('game')}</th>
              <th className="py-3 pe-3 text-start font-semibold">{col('provider')}</th>
              <th className="py-3 pe-3 text-end font-semibold">{col('bet')}</th>
              <th className="py-3 pe-3 text-end font-semibold">{col('win')}</th>
              <th className="py-3 pe-3 text-end font-semibold">{col('balance')}</th>
              <th className="py-3 text-end font-semibold">{col('status')}</th>
            </tr>
          </thead>
          <tbody>
            {items.map((item) => (
              <tr key={item.id} className="border-b border-ink-700 last:border-0 hover:bg-ink-800/60">
                <td className="py-3 pe-3 whitespace-nowrap text-fog-300 tabular-nums">{formatDateTime(item.date)}</td>
                <td className="py-3 pe-3 font-medium text-fog-100">
                  <bdi>{nameOf(item)}</bdi>
                </td>
                <td className="py-3 pe-3 text-fog-300">{producerOf(item)}</td>
                <td className="py-3 pe-3 text-end text-fog-100">{money(item.betAmount, item.balance.currency)}</td>
                <td className={cn('py-3 pe-3 text-end', won(item) ? 'text-success-400' : 'text-fog-400')}>
                  {money(item.winAmount, item.balance.currency)}
                </td>
                <td className="py-3 pe-3 text-end">
                  <BalanceChange item={item} />
                </td>
                <td className="py-3 text-end">
                  <Status item={item} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul className="flex flex-col gap-3 md:hidden" data-testid="slots-history-cards">
        {items.map((item) => (
          <li key={item.id} className="rounded-2xl border border-ink-600 bg-ink-800/70 p-4">
            <div className="flex items-start justify-between gap-3">
              <div className="min-w-0">
                <p className="truncate font-semibold text-fog-100">
                  <bdi>{nameOf(item)}</bdi>
                </p>
                <p className="text-xs text-fog-400">
                  {producerOf(item)} · <span className="tabular-nums">{formatDateTime(item.date)}</span>
                </p>
              </div>
              <Status item={item} />
            </div>
            <dl className="mt-3 grid grid-cols-3 gap-2 text-xs">
              <div>
                <dt className="text-fog-500">{col('bet')}</dt>
                <dd className="text-fog-100">{money(item.betAmount, item.balance.currency)}</dd>
              </div>
              <div>
                <dt className="text-fog-500">{col('win')}</dt>
                <dd className={won(item) ? 'text-success-400' : 'text-fog-300'}>
                  {money(item.winAmount, item.balance.currency)}
                </dd>
              </div>
              <div className="col-span-3">
                <dt className="text-fog-500">{col('balance')}</dt>
                <dd>
                  <BalanceChange item={item} />
                </dd>
              </div>
            </dl>
          </li>
        ))}
      </ul>
    </>
  );
}
