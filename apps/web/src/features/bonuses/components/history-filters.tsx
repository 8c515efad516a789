import { BONUS_TYPES, type BonusType } from '@casino/contracts';
import { Select } from '@casino/ui/select';
import { useTranslation } from 'react-i18next';
import { DayRange } from '@/components/ui/day-range';
import type { BonusHistoryFilter } from '../lib/history-query';

type Editable = Pick<BonusHistoryFilter, 'from' | 'to' | 'type'>;

/** Day range (written in the player's language) and, on the bonus history, the type; every change goes back to page one. */
export function HistoryFilters({
  value,
  withType,
  onChange,
}: {
  value: Editable;
  withType: boolean;
  onChange: (next: Editable) => void;
}) {
  const { t } = useTranslation();
  const set = (patch: Partial<Editable>) => onChange({ ...value, ...patch });
  return (
    <div
      className={withType ? 'grid gap-3 sm:grid-cols-2 lg:grid-cols-3' : 'grid gap-3 sm:grid-cols-2'}
      data-testid="bonus-history-filters"
    >
      <DayRange
        value={value}
        labels={{ from: t('bonus.history.filters.from'), to: t('bonus.history.filters.to') }}
        onChange={set}
      />
      {withType && (
        <Select
          className="sm:col-span-2 lg:col-span-1"
          label={t('bonus.history.filters.type')}
          value={value.type ?? ''}
          onChange={(e) => set({ type: (e.target.value || undefined) as BonusType | undefined })}
          options={[
            { value: '', label: t('bonus.history.filters.allTypes') },
            ...BONUS_TYPES.map((type) => ({ value: type, label: t(`bonus.types.${type}`) })),
          ]}
          data-testid="bonus-type-filter"
        />
      )}
    </div>
  );
}
