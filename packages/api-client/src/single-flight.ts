/**
 * Wraps a task (a token refresh) so that it never runs twice at once: concurrent callers in
 * this tab share one run, and the tabs of the same origin take turns through the Web Lock
 * `lockName`, because rotating the same refresh token twice revokes the whole session.
 */
export function singleFlight<T>(lockName: string, task: () => Promise<T>): () => Promise<T> {
  let inFlight: Promise<T> | null = null;
  return () => {
    inFlight ??= withLock(lockName, task).finally(() => {
      inFlight = null;
    });
    return inFlight;
  };
}

async function withLock<T>(lockName: string, task: () => Promise<T>): Promise<T> {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  return locks ? locks.request(lockName, task) : task();
}
