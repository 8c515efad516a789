import type { LIMIT_PERIODS } from '@casino/contracts';
import { LIMIT_COOLING_DAYS } from '@casino/contracts';

const DAY_MS = 86_400_000;

/** A limit (minor units; null: none) and the change waiting for its time. */
export interface LimitState {
  amount: number | null;
  pending: { amount: number | null; effectiveAt: Date } | null;
}

export const NO_LIMIT: LimitState = { amount: null, pending: null };

/** The limit as it stands at `now`: a pending change whose time has come has taken effect. */
export function effectiveLimit(state: LimitState, now: Date): LimitState {
  if (state.pending && state.pending.effectiveAt <= now) return { amount: state.pending.amount, pending: null };
  return state;
}

/**
 * SPEC.md §4: a decrease (or a first limit) takes effect at once and cancels a pending
 * increase; an increase or a removal waits LIMIT_COOLING_DAYS, the limit in force meanwhile.
 */
export function changeLimit(state: LimitState, requested: number | null, now: Date): LimitState {
  const current = effectiveLimit(state, now);
  const lowers = requested !== null && (current.amount === null || requested <= current.amount);
  if (lowers) return { amount: requested, pending: null };
  if (requested === current.amount) return { amount: current.amount, pending: null };
  return {
    amount: current.amount,
    pending: { amount: requested, effectiveAt: new Date(now.getTime() + LIMIT_COOLING_DAYS * DAY_MS) },
  };
}

/** Where a period's window starts: the last 24 hours, 7 days or 30 days, rolling. */
export function windowStart(period: (typeof LIMIT_PERIODS)[number], now: Date): Date {
  const days = period === 'day' ? 1 : period === 'week' ? 7 : 30;
  return new Date(now.getTime() - days * DAY_MS);
}
