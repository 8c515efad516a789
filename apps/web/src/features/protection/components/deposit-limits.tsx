import type { LimitPeriod, PlayerLimit } from '@casino/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { notify, notifyError } from '@/components/ui/toast';
import { formatDateTime } from '@/lib/date';
import { formatMoney } from '@/lib/money';
import { useLimits } from '../api/get-limits';
import { useSetLimit } from '../api/set-limit';

/** One period's limit: what applies now, what waits for its date, and a field to change it. */
function LimitRow({ limit }: { limit: PlayerLimit }) {
  const { t } = useTranslation();
  const set = useSetLimit();
  const [value, setValue] = useState('');
  const amount = Number(value.replace(',', '.'));
  const valid = value.trim() !== '' && Number.isFinite(amount) && amount >= 0.01;
  const save = (next: number | null) =>
    set.mutate(
      { kind: 'deposit', period: limit.period, amount: next },
      {
        onSuccess: (saved) => {
          setValue('');
          notify(t(saved.pending ? 'protection.limits.pendingSaved' : 'protection.limits.saved'), 'success');
        },
        onError: (error) => notifyError(error),
      },
    );
  const money = (value: number | null) =>
    value === null ? t('protection.limits.none') : formatMoney(value, limit.currency);
  return (
    <li
      data-testid={`limit-${limit.period}`}
      className="flex flex-col gap-3 rounded-2xl border border-white/5 bg-ink-800/60 p-4"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 className="font-semibold text-fog-100">{t(`protection.limits.periods.${limit.period}`)}</h3>
        <p className="text-lg font-bold text-gold-300" data-testid="limit-amount">
          <span dir="ltr">{money(limit.amount)}</span>
        </p>
      </div>
      {limit.pending && (
        <p className="text-sm text-fog-300" data-testid="limit-pending">
          {t('protection.limits.pending', {
            amount: money(limit.pending.amount),
            date: formatDateTime(limit.pending.effectiveAt),
          })}
        </p>
      )}
      <form
        noValidate
        className="flex flex-wrap items-end gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          if (valid) save(amount);
        }}
      >
        <Input
          label={t('protection.limits.newLimit', { currency: limit.currency })}
          inputMode="decimal"
          value={value}
          onChange={(event) => setValue(event.target.value)}
          className="w-44"
        />
        <Button type="submit" disabled={!valid} loading={set.isPending}>
          {t('protection.limits.save')}
        </Button>
        {limit.amount !== null && !limit.pending && (
          <Button type="button" variant="ghost" onClick={() => save(null)}>
            {t('protection.limits.remove')}
          </Button>
        )}
      </form>
    </li>
  );
}

/** The player's deposit limits per day, week and month (rolling), with the 7-day rule spelled out. */
export function DepositLimits() {
  const { t } = useTranslation();
  const { data } = useLimits();
  const order: LimitPeriod[] = ['day', 'week', 'month'];
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-fog-300">{t('protection.limits.text')}</p>
      <ul className="flex flex-col gap-3" data-testid="deposit-limits">
        {order.flatMap((period) => {
          const limit = data?.find((item) => item.period === period);
          return limit ? [<LimitRow key={period} limit={limit} />] : [];
        })}
      </ul>
    </div>
  );
}
