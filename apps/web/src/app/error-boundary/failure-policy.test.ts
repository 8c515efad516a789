import { describe, expect, it } from 'vitest';
import { FAILURE_COUNT_KEY, actionFor, recordFailure, resetFailures } from './failure-policy';

function memoryStorage() {
  const map = new Map<string, string>();
  return {
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
    map,
  };
}

describe('error boundary failure policy', () => {
  it('reloads 3 times, then redirects, then shows the screen', () => {
    const storage = memoryStorage();
    const actions = Array.from({ length: 6 }, () => recordFailure(storage).action);
    expect(actions).toEqual(['reload', 'reload', 'reload', 'redirect', 'show', 'show']);
    expect(storage.map.get(FAILURE_COUNT_KEY)).toBe('6');
  });

  it('starts over after a reset (the try-again button)', () => {
    const storage = memoryStorage();
    for (let i = 0; i < 5; i += 1) recordFailure(storage);
    resetFailures(storage);
    expect(recordFailure(storage)).toEqual({ count: 1, action: 'reload' });
  });

  it('maps counts to actions', () => {
    expect(actionFor(1)).toBe('reload');
    expect(actionFor(3)).toBe('reload');
    expect(actionFor(4)).toBe('redirect');
    expect(actionFor(5)).toBe('show');
  });

  it('ignores garbage in storage', () => {
    const storage = memoryStorage();
    storage.setItem(FAILURE_COUNT_KEY, 'nope');
    expect(recordFailure(storage).count).toBe(1);
  });
});
