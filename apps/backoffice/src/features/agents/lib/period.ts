import { REPORT_MAX_DAYS } from '@casino/contracts';

/** A UTC date range, both ends included (YYYY-MM-DD), as the activity is asked for. */
export interface Period {
  from: string;
  to: string;
}

const DAY_MS = 86_400_000;
const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10);

/** This month so far (UTC): a commission is settled by month (decision 044). */
export function monthToDate(now = new Date()): Period {
  return {
    from: isoDay(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1)),
    to: isoDay(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate())),
  };
}

/** The whole previous month (UTC). */
export function lastMonth(now = new Date()): Period {
  return {
    from: isoDay(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1)),
    to: isoDay(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 0)),
  };
}

/** What is wrong with a range, as the server would refuse it: `from` after `to`, or too many days. */
export function periodProblem(period: Period): 'backwards' | 'tooLong' | null {
  const start = Date.parse(`${period.from}T00:00:00Z`);
  const end = Date.parse(`${period.to}T00:00:00Z`);
  if (Number.isNaN(start) || Number.isNaN(end)) return null;
  if (end < start) return 'backwards';
  return Math.round((end - start) / DAY_MS) + 1 > REPORT_MAX_DAYS ? 'tooLong' : null;
}
