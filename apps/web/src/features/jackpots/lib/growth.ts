/**
 * The ticker's amount between two answers: it climbs from the last amount shown to the new
 * one over the polling interval, so the pool seems to grow all the time, one poll behind. A
 * smaller amount (the pool dropped) is shown at once.
 */
export interface Growth {
  from: number;
  to: number;
  /** When the climb started, in the clock of `amountAt`. */
  start: number;
  duration: number;
}

export function startGrowth(shown: number | null, target: number, now: number, duration: number): Growth {
  if (shown === null || target <= shown) return { from: target, to: target, start: now, duration };
  return { from: shown, to: target, start: now, duration };
}

/** The amount at `now`, floored to the cent (money is never rounded up on screen). */
export function amountAt(growth: Growth, now: number): number {
  const progress = growth.duration <= 0 ? 1 : Math.min(1, Math.max(0, (now - growth.start) / growth.duration));
  const cents =
    Math.round(growth.from * 100) +
    Math.floor((Math.round(growth.to * 100) - Math.round(growth.from * 100)) * progress);
  return cents / 100;
}
