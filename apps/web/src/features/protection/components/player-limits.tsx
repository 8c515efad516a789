import { LIMIT_PERIODS, type LimitKind, MONEY_LIMIT_KINDS, type PlayerLimit } from '@casino/contracts';
import { Button } from '@casino/ui/button';
import { Input } from '@casino/ui/input';
import { notify } from '@casino/ui/toast';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyError } from '@/lib/notify-error';
import { formatDateTime } from '@/lib/date';
import { formatMoney } from '@/lib/money';
import { useLimits } from '../api/get-limits';
import { useSetLimit } from '../api/set-limit';

/** One limit: what applies now, what waits for its date, and a field to change it. */
function LimitRow({ limit }: { limit: PlayerLimit }) {
  const { t } = useTranslation();
  const set = useSetLimit();
  const [value, setValue] = useState('');
  const session = limit.kind === 'session';
  const amount = Number(value.replace(',', '.'));
  const valid =
    value.trim() !== '' &&
    Number.isFinite(amount) &&
    (session ? Number.isInteger(amount) && amount >= 5 : amount >= 0.01);
  const save = (next: number | null) =>
    set.mutate(
      { kind: limit.kind, period: limit.period, amount: next },
      {
        onSuccess: (saved) => {
          setValue('');
          notify(t(saved.pending ? 'protection.limits.pendingSaved' : 'protection.limits.saved'), 'success');
        },
        onError: (error) => notifyError(error),
      },
    );
  const shown = (value: number | null) =>
    value === null
      ? t('protection.limits.none')
      : session
        ? t('protection.limits.minutes', { count: value })
        : formatMoney(value, limit.currency);
  return (
    <li
      data-testid={`limit-${limit.kind}-${limit.period}`}
      className="flex flex-col gap-3 rounded-2xl border border-white/5 bg-ink-800/60 p-4"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h4 className="font-semibold text-fog-100">{t(`protection.limits.periods.${limit.period}`)}</h4>
        <p className="text-lg font-bold text-gold-300" data-testid="limit-amount">
          <span dir="ltr">{shown(limit.amount)}</span>
        </p>
      </div>
      {limit.pending && (
        <p className="text-sm text-fog-300" data-testid="limit-pending">
          {t('protection.limits.pending', {
            amount: shown(limit.pending.amount),
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
          label={
            session
              ? t('protection.limits.newSessionLimit')
              : t('protection.limits.newLimit', { currency: limit.currency })
          }
          inputMode={session ? 'numeric' : 'decimal'}
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

function LimitGroup({ kind, limits }: { kind: LimitKind; limits: PlayerLimit[] }) {
  const { t } = useTranslation();
  const periods = kind === 'session' ? (['session'] as const) : LIMIT_PERIODS;
  return (
    <section className="flex flex-col gap-3" data-testid={`${kind}-limits`}>
      <div>
        <h3 className="text-base font-bold text-fog-100">{t(`protection.limits.kinds.${kind}.title`)}</h3>
        <p className="text-sm text-fog-300">{t(`protection.limits.kinds.${kind}.text`)}</p>
      </div>
      <ul className="grid gap-3 lg:grid-cols-3">
        {periods.flatMap((period) => {
          const limit = limits.find((item) => item.kind === kind && item.period === period);
          return limit ? [<LimitRow key={period} limit={limit} />] : [];
        })}
      </ul>
    </section>
  );
}

/**
 * The player's limits: deposits (rolling windows), wagers and losses (days from midnight UTC) per
 * day, week and month, and the session's length, with the 7-day rule spelled out.
 */
export function PlayerLimits() {
  const { t } = useTranslation();
  const { data } = useLimits();
  return (
    <div className="flex flex-col gap-6">
      <p className="text-sm text-fog-300">{t('protection.limits.text')}</p>
      {[...MONEY_LIMIT_KINDS, 'session' as const].map((kind) => (
        <LimitGroup key={kind} kind={kind} limits={data ?? []} />
      ))}
    </div>
  );
}
