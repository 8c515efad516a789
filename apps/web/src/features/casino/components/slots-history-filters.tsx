import type { Producer } from '@casino/contracts';
import { Select } from '@casino/ui/select';
import { useTranslation } from 'react-i18next';
import { DayRange } from '@/components/ui/day-range';
import type { SlotsHistoryFilter } from '../api/get-slots-history';

type Editable = Pick<SlotsHistoryFilter, 'from' | 'to' | 'producer'>;

/** Day range (written in the player's language) and producer; every change goes back to page one. */
export function SlotsHistoryFilters({
  value,
  producers,
  onChange,
}: {
  value: Editable;
  producers: readonly Producer[];
  onChange: (next: Editable) => void;
}) {
  const { t } = useTranslation();
  const set = (patch: Partial<Editable>) => onChange({ ...value, ...patch });
  return (
    <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3" data-testid="slots-history-filters">
      <DayRange
        value={value}
        labels={{ from: t('slotsHistory.filters.from'), to: t('slotsHistory.filters.to') }}
        onChange={set}
      />
      <Select
        className="sm:col-span-2 lg:col-span-1"
        label={t('slotsHistory.filters.producer')}
        value={value.producer ?? ''}
        onChange={(e) => set({ producer: e.target.value || undefined })}
        options={[
          { value: '', label: t('slotsHistory.filters.allProducers') },
          ...producers.map((producer) => ({ value: producer.name, label: producer.title || producer.name })),
        ]}
      />
    </div>
  );
}
