/**
 * Holds a browser-wide lock while a game is open, so the same game cannot run in two tabs at
 * once (SPEC §8 "parallel running of the same game"). Resolves to a release function, or null
 * when another tab holds the game. Without the Web Locks API the server's check still applies.
 */
export function acquireGameLock(name: string): Promise<(() => void) | null> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (!locks) return Promise.resolve(() => {});
  return new Promise((resolve) => {
    void locks.request(name, { ifAvailable: true }, (lock) => {
      if (!lock) {
        resolve(null);
        return undefined;
      }
      // The lock lasts until this promise settles, i.e. until the caller releases it.
      return new Promise<void>((release) => resolve(() => release()));
    });
  });
}
