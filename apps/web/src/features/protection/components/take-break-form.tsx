import { BREAK_PERIODS, type BreakPeriod } from '@casino/contracts';
import { Button } from '@casino/ui/button';
import { Checkbox } from '@casino/ui/checkbox';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyError } from '@/lib/notify-error';
import { useTakeBreak } from '../api/take-break';
import { PeriodChoice } from './period-choice';

/** A break (24 hours to 30 days): confirmed by a tick, effective at once, then the player is signed out. */
export function TakeBreakForm({ onExcluded }: { onExcluded: () => void }) {
  const { t } = useTranslation();
  const take = useTakeBreak();
  const [period, setPeriod] = useState<BreakPeriod>('24h');
  const [understood, setUnderstood] = useState(false);
  return (
    <form
      noValidate
      data-testid="take-break-form"
      className="flex flex-col gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        take.mutate(period, { onSuccess: onExcluded, onError: (error) => notifyError(error) });
      }}
    >
      <p className="text-sm text-fog-300">{t('protection.break.text')}</p>
      <PeriodChoice name="break-period" periods={BREAK_PERIODS} value={period} onChange={setPeriod} />
      <Checkbox
        label={t('protection.break.understood')}
        checked={understood}
        onChange={(event) => setUnderstood(event.target.checked)}
      />
      <Button type="submit" disabled={!understood} loading={take.isPending} className="self-start">
        {t('protection.break.submit')}
      </Button>
    </form>
  );
}
