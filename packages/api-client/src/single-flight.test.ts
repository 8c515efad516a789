import { describe, expect, it, vi } from 'vitest';
import { singleFlight } from './single-flight';

describe('singleFlight', () => {
  it('shares one run between concurrent callers, and runs again once it settled', async () => {
    let release: (value: boolean) => void = () => {};
    const task = vi.fn(() => new Promise<boolean>((resolve) => (release = resolve)));
    const refresh = singleFlight('test-lock', task);
    const first = refresh();
    const second = refresh();
    expect(second).toBe(first);
    release(true);
    await expect(first).resolves.toBe(true);
    expect(task).toHaveBeenCalledTimes(1);
    const third = refresh();
    expect(third).not.toBe(first);
    release(false);
    await expect(third).resolves.toBe(false);
    expect(task).toHaveBeenCalledTimes(2);
  });

  it('runs again after a failed run', async () => {
    const task = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce(true);
    const refresh = singleFlight('test-lock', task);
    await expect(refresh()).rejects.toThrow('offline');
    await expect(refresh()).resolves.toBe(true);
  });
});
