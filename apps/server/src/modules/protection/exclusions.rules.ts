import { type BreakPeriod, SELF_EXCLUSION_MIN_DAYS, type SelfExclusionPeriod } from '@casino/contracts';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** When a period started at `start` ends; null for a permanent one. Months and years are calendar ones (UTC). */
export function periodEnd(period: BreakPeriod | SelfExclusionPeriod, start: Date): Date | null {
  const time = start.getTime();
  const months = (count: number) => {
    const end = new Date(time);
    end.setUTCMonth(end.getUTCMonth() + count);
    return end;
  };
  switch (period) {
    case '24h':
      return new Date(time + 24 * HOUR_MS);
    case '7d':
      return new Date(time + 7 * DAY_MS);
    case '30d':
      return new Date(time + 30 * DAY_MS);
    case '6m':
      return months(6);
    case '1y':
      return months(12);
    case '5y':
      return months(60);
    case 'permanent':
      return null;
  }
}

/**
 * A self-exclusion may be ended (at the player's request, by an operator) once its period is
 * over and never within its first SELF_EXCLUSION_MIN_DAYS days; a permanent one never.
 */
export function mayReactivate(exclusion: { starts_at: Date; ends_at: Date | null }, now: Date): boolean {
  if (exclusion.ends_at === null) return false;
  const earliest = Math.max(
    exclusion.ends_at.getTime(),
    exclusion.starts_at.getTime() + SELF_EXCLUSION_MIN_DAYS * DAY_MS,
  );
  return now.getTime() >= earliest;
}
