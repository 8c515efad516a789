import { ERROR_BOUNDARY_RELOAD_CAP } from '@casino/contracts';

/**
 * SPEC §4 error boundary: the first 3 render failures reload the page, the 4th sends
 * the browser to '/', from the 5th on the error screen is shown. The count lives in
 * sessionStorage so it survives the reloads it causes but not the tab.
 */
export const FAILURE_COUNT_KEY = 'error-boundary:failures';

export type FailureAction = 'reload' | 'redirect' | 'show';

type CounterStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function defaultStorage(): CounterStorage | null {
  try {
    return sessionStorage;
  } catch {
    return null;
  }
}

export function actionFor(count: number): FailureAction {
  if (count <= ERROR_BOUNDARY_RELOAD_CAP) return 'reload';
  if (count === ERROR_BOUNDARY_RELOAD_CAP + 1) return 'redirect';
  return 'show';
}

export function failureCount(storage: CounterStorage | null = defaultStorage()): number {
  const value = Number.parseInt(storage?.getItem(FAILURE_COUNT_KEY) ?? '0', 10);
  return Number.isFinite(value) && value > 0 ? value : 0;
}

/** Counts one more failure and says what to do about it. */
export function recordFailure(storage: CounterStorage | null = defaultStorage()): {
  count: number;
  action: FailureAction;
} {
  // Without storage we cannot count reloads; showing the screen avoids a reload loop.
  if (!storage) return { count: 0, action: 'show' };
  const count = failureCount(storage) + 1;
  storage.setItem(FAILURE_COUNT_KEY, String(count));
  return { count, action: actionFor(count) };
}

export function resetFailures(storage: CounterStorage | null = defaultStorage()): void {
  storage?.removeItem(FAILURE_COUNT_KEY);
}

/** After this long without a failure the app counts as healthy again. */
export const HEALTHY_AFTER_MS = 30_000;
