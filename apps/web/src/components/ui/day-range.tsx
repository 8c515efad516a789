import { isIsoDay } from '@/lib/date';
import { DateInput } from './date-input';

export interface DayRangeValue {
  from?: string | undefined;
  to?: string | undefined;
}

/**
 * A history's "from" and "to" days, written in the player's language. Only a whole day or
 * none is passed on: the list is not asked again at every key while a day is typed.
 */
export function DayRange({
  value,
  labels,
  onChange,
}: {
  value: DayRangeValue;
  labels: { from: string; to: string };
  onChange: (next: DayRangeValue) => void;
}) {
  const whole = (day: string, next: DayRangeValue) => {
    if (day.length === 0 || isIsoDay(day)) onChange(next);
  };
  return (
    <>
      <DateInput
        label={labels.from}
        value={value.from ?? ''}
        max={value.to}
        onChange={(day) => whole(day, { from: day || undefined })}
      />
      <DateInput
        label={labels.to}
        value={value.to ?? ''}
        min={value.from}
        onChange={(day) => whole(day, { to: day || undefined })}
      />
    </>
  );
}
