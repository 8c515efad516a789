import { REPORT_MAX_DAYS } from '@casino/contracts';
import { FieldValidationError } from '../../lib/app-error.js';

const DAY_MS = 86_400_000;

/** A report's days, both ends included (YYYY-MM-DD, UTC), and the half-open instant range they cover. */
export interface DayRange {
  from: string;
  to: string;
  start: Date;
  end: Date;
  days: string[];
}

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

function parseDay(field: string, value: string): Date {
  const date = new Date(`${value}T00:00:00Z`);
  if (Number.isNaN(date.getTime()) || isoDay(date) !== value) throw FieldValidationError.of(field, 'invalid_date');
  return date;
}

/**
 * The range a report asks for: by default the 30 days ending today (UTC); `from` after `to`
 * is refused on `from`, more than REPORT_MAX_DAYS days on `to`.
 */
export function dayRange(query: { from?: string; to?: string }, now: Date): DayRange {
  const end = query.to ? parseDay('to', query.to) : parseDay('to', isoDay(now));
  const start = query.from ? parseDay('from', query.from) : new Date(end.getTime() - 29 * DAY_MS);
  if (start > end) throw FieldValidationError.of('from', 'invalid');
  const count = Math.round((end.getTime() - start.getTime()) / DAY_MS) + 1;
  if (count > REPORT_MAX_DAYS) throw FieldValidationError.of('to', 'invalid');
  const days = Array.from({ length: count }, (_, i) => isoDay(new Date(start.getTime() + i * DAY_MS)));
  return { from: isoDay(start), to: isoDay(end), start, end: new Date(end.getTime() + DAY_MS), days };
}
