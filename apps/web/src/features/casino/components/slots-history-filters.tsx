import type { Producer } from '@casino/contracts';
import { useTranslation } from 'react-i18next';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import type { SlotsHistoryFilter } from '../api/get-slots-history';

type Editable = Pick<SlotsHistoryFilter, 'from' | 'to' | 'producer'>;

/** Day range and producer; every change goes back to page one. */
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
    <div className="grid grid-cols-2 gap-3 lg:grid-cols-3" data-testid="slots-history-filters">
      <Input
        type="date"
        label={t('slotsHistory.filters.from')}
        value={value.from ?? ''}
        max={value.to || undefined}
        onChange={(e) => set({ from: e.target.value || undefined })}
      />
      <Input
        type="date"
        label={t('slotsHistory.filters.to')}
        value={value.to ?? ''}
        min={value.from || undefined}
        onChange={(e) => set({ to: e.target.value || undefined })}
      />
      <Select
        className="col-span-2 lg:col-span-1"
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
