import { REALITY_CHECK_MINUTES, type RealityCheckMinutes } from '@casino/contracts';
import { cn } from '@casino/ui/cn';
import { notify } from '@casino/ui/toast';
import { useTranslation } from 'react-i18next';
import { notifyError } from '@/lib/notify-error';
import { usePlaySession } from '../api/get-play-session';
import { useSetRealityCheck } from '../api/set-reality-check';

/** How often the reality check comes: never, or every 15, 30 or 60 minutes of the session. */
export function RealityCheckForm() {
  const { t } = useTranslation();
  const { data } = usePlaySession();
  const set = useSetRealityCheck();
  const choices: (RealityCheckMinutes | null)[] = [null, ...REALITY_CHECK_MINUTES];
  return (
    <div className="flex flex-col gap-3" data-testid="reality-check-form">
      <p className="text-sm text-fog-300">{t('protection.realityCheck.text')}</p>
      <div role="radiogroup" aria-label={t('protection.realityCheck.interval')} className="flex flex-wrap gap-2">
        {choices.map((minutes) => {
          const checked = data !== undefined && data.realityCheckMinutes === minutes;
          return (
            <button
              key={String(minutes)}
              type="button"
              role="radio"
              aria-checked={checked}
              disabled={!data || set.isPending}
              onClick={() =>
                set.mutate(
                  { minutes },
                  {
                    onSuccess: () => notify(t('protection.realityCheck.saved'), 'success'),
                    onError: (error) => notifyError(error),
                  },
                )
              }
              className={cn(
                'rounded-full border px-4 py-2 text-sm font-semibold transition',
                checked
                  ? 'border-gold-400 bg-gold-400/15 text-gold-200'
                  : 'border-white/10 text-fog-300 hover:border-white/25 hover:text-fog-100',
              )}
            >
              {minutes === null ? t('protection.realityCheck.off') : t('protection.limits.minutes', { count: minutes })}
            </button>
          );
        })}
      </div>
    </div>
  );
}
