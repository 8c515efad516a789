import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/lib/date';
import { useExclusions } from '../api/get-exclusions';

/** The player's past breaks and self-exclusions, newest first; nothing when there are none. */
export function ExclusionHistory() {
  const { t } = useTranslation();
  const { data } = useExclusions();
  if (!data || data.length === 0) return null;
  return (
    <section aria-labelledby="exclusion-history" className="flex flex-col gap-2">
      <h2 id="exclusion-history" className="text-sm font-bold text-fog-100">
        {t('protection.history')}
      </h2>
      <ul className="flex flex-col gap-1 text-sm text-fog-300" data-testid="exclusion-history">
        {data.map((exclusion) => (
          <li key={exclusion.id}>
            {t(`protection.kinds.${exclusion.kind}`)} · {t(`protection.periods.${exclusion.period}`)} ·{' '}
            {formatDateTime(exclusion.startsAt)}
            {exclusion.endsAt && ` → ${formatDateTime(exclusion.endsAt)}`}
          </li>
        ))}
      </ul>
    </section>
  );
}
