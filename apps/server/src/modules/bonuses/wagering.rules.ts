import type { WagerCategory } from '@casino/contracts';

/** A running wagering requirement as a batch of stakes sees it (minor units). */
export interface RunningWager {
  id: number;
  user_id: number;
  required: number;
  wagered: number;
  /** Percent of a stake each category counts. */
  weights: Partial<Record<WagerCategory, number>>;
  max_bet: number | null;
  expires_at: string | null;
}

/** Whether the requirement still runs at `now`: not met, not past its end (the expiry job closes it soon). */
export const isRunning = (wager: RunningWager, now: Date) =>
  wager.wagered < wager.required && (wager.expires_at === null || Date.parse(wager.expires_at) > now.getTime());

/** The largest stake the player's running requirements allow, or null for none. */
export function maxStakeOf(wagers: RunningWager[], now: Date): number | null {
  const limits = wagers.filter((wager) => isRunning(wager, now) && wager.max_bet !== null).map((w) => w.max_bet!);
  return limits.length > 0 ? Math.min(...limits) : null;
}

/**
 * Counts a stake towards the player's running requirements, oldest first: each counts the
 * stake at its category's weight (floored to the cent) up to what it still needs, and passes
 * on the part of the stake it did not need; one that does not count the category passes all
 * of it on. Changes the rows in place.
 */
export function countStake(wagers: RunningWager[], stake: number, category: WagerCategory, now: Date): void {
  let left = stake;
  for (const wager of wagers) {
    if (left <= 0) return;
    const weight = wager.weights[category] ?? 0;
    if (weight <= 0 || !isRunning(wager, now)) continue;
    const needed = wager.required - wager.wagered;
    const counted = Math.floor((left * weight) / 100);
    if (counted < needed) {
      wager.wagered += counted;
      return;
    }
    wager.wagered = wager.required;
    left -= Math.ceil((needed * 100) / weight);
  }
}

/**
 * A refunded stake comes off the newest running requirements first, at their weights, never
 * below nothing: a stake counts for what it did, and a refund undoes it where it can. A
 * requirement met already stays met.
 */
export function uncountStake(wagers: RunningWager[], stake: number, category: WagerCategory, now: Date): void {
  let left = stake;
  for (const wager of [...wagers].reverse()) {
    if (left <= 0) return;
    const weight = wager.weights[category] ?? 0;
    if (weight <= 0 || !isRunning(wager, now)) continue;
    const counted = Math.floor((left * weight) / 100);
    if (counted <= wager.wagered) {
      wager.wagered -= counted;
      return;
    }
    left -= Math.ceil((wager.wagered * 100) / weight);
    wager.wagered = 0;
  }
}
