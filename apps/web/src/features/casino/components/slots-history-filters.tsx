import type { Producer } from '@casino/contracts';
import { useTranslation } from 'react-i18next';
import { DateInput } from '@/components/ui/date-input';
import { Select } from '@/components/ui/select';
import { isIsoDay } from '@/lib/date';
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
      <DateInput
        label={t('slotsHistory.filters.from')}
        value={value.from ?? ''}
        max={value.to}
        onChange={(day) => (day.length === 0 || isIsoDay(day) ? set({ from: day || undefined }) : undefined)}
      />
      <DateInput
        label={t('slotsHistory.filters.to')}
        value={value.to ?? ''}
        min={value.from}
        onChange={(day) => (day.length === 0 || isIsoDay(day) ? set({ to: day || undefined }) : undefined)}
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
