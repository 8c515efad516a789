import { createServer } from 'node:net';

/** `count` ports from `from` on. */
export const range = (count: number, from: number) => Array.from({ length: count }, (_, i) => from + i);

const isFree = (port: number) =>
  new Promise<boolean>((resolve) => {
    const probe = createServer()
      .once('error', () => resolve(false))
      .listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });

/**
 * A base port for a fleet of at most 9 instances of each kind (tests, benches): its load
 * balancer's (base..base+2) and its instances' ports (base+10..base+39) are free.
 */
export async function freeFleetPort(): Promise<number> {
  for (;;) {
    const base = 20_000 + Math.floor(Math.random() * 400) * 100;
    const ports = [...range(3, base), ...range(30, base + 10)];
    if ((await Promise.all(ports.map(isFree))).every(Boolean)) return base;
  }
}
