/**
 * Counts per key in fixed windows, in this process: cheap enough for every provider call
 * (one map lookup, no promise, no header). At most `maxKeys` windows are kept; past that
 * the oldest window is dropped, as @fastify/rate-limit's own store drops its oldest key.
 */
export function createRateWindows(windowMs: number, maxKeys = 100_000) {
  const windows = new Map<string, { startedAt: number; count: number }>();

  function live(key: string, now: number) {
    const window = windows.get(key);
    return window && now - window.startedAt < windowMs ? window : undefined;
  }

  const secondsLeft = (window: { startedAt: number }, now: number) =>
    Math.max(1, Math.ceil((window.startedAt + windowMs - now) / 1000));

  return {
    /** Counts one hit; the seconds to wait when this hit is over `max`, else 0. */
    hit(key: string, max: number, now: number): number {
      let window = live(key, now);
      if (!window) {
        // A new window goes to the end of the map, so the first key is always the oldest.
        windows.delete(key);
        if (windows.size >= maxKeys) windows.delete(windows.keys().next().value!);
        window = { startedAt: now, count: 0 };
        windows.set(key, window);
      }
      window.count += 1;
      return window.count > max ? secondsLeft(window, now) : 0;
    },

    /** The seconds to wait when the key has already spent `max` in this window, else 0; counts nothing. */
    wait(key: string, max: number, now: number): number {
      const window = live(key, now);
      return window && window.count >= max ? secondsLeft(window, now) : 0;
    },
  };
}
