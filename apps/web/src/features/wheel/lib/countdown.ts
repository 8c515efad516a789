const pad = (n: number) => String(n).padStart(2, '0');

export interface Countdown {
  /** Whole days left (the time between free spins may be up to 30 days). */
  days: number;
  /** The rest as HH:MM:SS, Latin digits in every language. */
  clock: string;
}

/** What is left of `ms`, rounded up to the second (a countdown reads 00:00:01 until it is over). */
export function countdownParts(ms: number): Countdown {
  const total = Number.isFinite(ms) ? Math.max(0, Math.ceil(ms / 1000)) : 0;
  const days = Math.floor(total / 86_400);
  const hours = Math.floor((total % 86_400) / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  return { days, clock: `${pad(hours)}:${pad(minutes)}:${pad(total % 60)}` };
}

/** Milliseconds from `now` to an ISO time; null without one (or an unreadable one). */
export function msUntil(iso: string | null | undefined, now: number): number | null {
  if (!iso) return null;
  const at = Date.parse(iso);
  return Number.isNaN(at) ? null : at - now;
}
