import { REPORT_MAX_DAYS } from '@casino/contracts';

/** What every report is asked for: a UTC date range (both ends included) and maybe one currency. */
export interface ReportFilters {
  from: string;
  to: string;
  /** '' for every currency (each still reported apart). */
  currency: string;
}

const DAY_MS = 86_400_000;
const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10);

/** The 30 days ending today (UTC), as the server's default. */
export function defaultFilters(now = new Date()): ReportFilters {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return { from: isoDay(today - 29 * DAY_MS), to: isoDay(today), currency: '' };
}

/** The days between two dates, both included (0 when backwards or not dates). */
export function daysIn(from: string, to: string): number {
  const start = Date.parse(`${from}T00:00:00Z`);
  const end = Date.parse(`${to}T00:00:00Z`);
  if (Number.isNaN(start) || Number.isNaN(end) || end < start) return 0;
  return Math.round((end - start) / DAY_MS) + 1;
}

/** Which field of the range is wrong, as the server would say it: `from` backwards, `to` too long. */
export function rangeProblem(filters: ReportFilters): { field: 'from' | 'to'; reason: 'backwards' | 'tooLong' } | null {
  if (!filters.from || !filters.to) return null;
  if (daysIn(filters.from, filters.to) === 0) return { field: 'from', reason: 'backwards' };
  if (daysIn(filters.from, filters.to) > REPORT_MAX_DAYS) return { field: 'to', reason: 'tooLong' };
  return null;
}

/** The query of a report's call: empty values left out. */
export const reportQuery = (filters: ReportFilters, extra: Record<string, string> = {}) => ({
  from: filters.from,
  to: filters.to,
  ...(filters.currency ? { currency: filters.currency } : {}),
  ...extra,
});
