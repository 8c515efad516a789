/**
 * Whether this instance is draining: set by the first shutdown signal (main.ts), before the
 * grace period in which the instance still answers every request while `/readyz` tells the
 * load balancer to send new ones elsewhere.
 */
export interface Drain {
  readonly draining: boolean;
  start(): void;
}

export function createDrain(): Drain {
  let draining = false;
  return {
    get draining() {
      return draining;
    },
    start() {
      draining = true;
    },
  };
}
