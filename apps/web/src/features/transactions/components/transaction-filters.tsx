import { TRANSACTION_STATUSES } from '@casino/contracts';
import { Select } from '@casino/ui/select';
import { useTranslation } from 'react-i18next';
import { DayRange } from '@/components/ui/day-range';
import type { TransactionsFilter } from '../api/get-transactions';

type Editable = Pick<TransactionsFilter, 'type' | 'status' | 'from' | 'to'>;

/** Type, status and day range (written in the player's language); every change goes back to page one. */
export function TransactionFilters({ value, onChange }: { value: Editable; onChange: (next: Editable) => void }) {
  const { t } = useTranslation();
  const set = (patch: Partial<Editable>) => onChange({ ...value, ...patch });
  return (
    <div className="grid grid-cols-2 gap-3 lg:grid-cols-4" data-testid="transaction-filters">
      <Select
        label={t('transactions.filters.type')}
        value={value.type}
        onChange={(e) => set({ type: e.target.value as Editable['type'] })}
        options={(['all', 'deposit', 'withdrawal'] as const).map((type) => ({
          value: type,
          label: t(`transactions.type.${type}`),
        }))}
      />
      <Select
        label={t('transactions.filters.status')}
        value={value.status}
        onChange={(e) => set({ status: e.target.value as Editable['status'] })}
        options={TRANSACTION_STATUSES.map((status) => ({ value: status, label: t(`transactions.status.${status}`) }))}
      />
      <DayRange
        value={value}
        labels={{ from: t('transactions.filters.from'), to: t('transactions.filters.to') }}
        onChange={set}
      />
    </div>
  );
}
