/**
 * How long a tab waits for a game's lock: long enough for this tab's own previous holder to let
 * go (a frame that reopens the game, a takeover that asks for it again), far shorter than any
 * other tab keeps a game open.
 */
const RELEASE_WAIT_MS = 1_500;

/**
 * Holds a browser-wide lock while a game is open, so the same game cannot run in two tabs at
 * once (SPEC §8 "parallel running of the same game"). Resolves to a release function, or null
 * when another tab holds the game. Without the Web Locks API the server's check still applies.
 */
export function acquireGameLock(name: string): Promise<(() => void) | null> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (!locks) return Promise.resolve(() => {});
  return new Promise((resolve) => {
    locks
      .request(
        name,
        { signal: AbortSignal.timeout(RELEASE_WAIT_MS) },
        // The lock lasts until this promise settles, i.e. until the caller releases it.
        () => new Promise<void>((release) => resolve(() => release())),
      )
      // Not granted in time: another tab holds the game.
      .catch(() => resolve(null));
  });
}
