/**
 * Background work run every `ms`, never twice at once (a slow run delays the next), with
 * errors logged and the loop kept going. `stop()` waits for the run in progress.
 */
export function startLoops(
  loops: readonly { name: string; everyMs: number; run: () => Promise<unknown> }[],
  log: (error: unknown, name: string) => void,
) {
  let stopped = false;
  const running = new Set<Promise<unknown>>();
  const timers = loops.map(({ name, everyMs, run }) => {
    let busy = false;
    return setInterval(() => {
      if (busy || stopped) return;
      busy = true;
      const done = run()
        .catch((error: unknown) => log(error, name))
        .finally(() => {
          busy = false;
          running.delete(done);
        });
      running.add(done);
    }, everyMs);
  });
  return {
    async stop() {
      stopped = true;
      timers.forEach(clearInterval);
      await Promise.all(running);
    },
  };
}
