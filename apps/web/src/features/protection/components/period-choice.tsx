import { cn } from '@casino/ui/cn';
import { useTranslation } from 'react-i18next';

/** The periods as a row of choices (radio buttons), each labelled by its translation. */
export function PeriodChoice<P extends string>({
  name,
  periods,
  value,
  onChange,
}: {
  name: string;
  periods: readonly P[];
  value: P;
  onChange: (period: P) => void;
}) {
  const { t } = useTranslation();
  return (
    <fieldset className="flex flex-wrap gap-2">
      <legend className="sr-only">{t('protection.period')}</legend>
      {periods.map((period) => (
        <label
          key={period}
          className={cn(
            'cursor-pointer rounded-full border px-4 py-2 text-sm font-semibold transition-colors has-focus-visible:ring-2 has-focus-visible:ring-gold-400',
            period === value
              ? 'border-gold-400 bg-gold-400/15 text-gold-200'
              : 'border-white/10 bg-ink-800 text-fog-300 hover:border-white/25',
          )}
        >
          <input
            type="radio"
            name={name}
            value={period}
            checked={period === value}
            onChange={() => onChange(period)}
            className="sr-only"
          />
          {t(`protection.periods.${period}`)}
        </label>
      ))}
    </fieldset>
  );
}
