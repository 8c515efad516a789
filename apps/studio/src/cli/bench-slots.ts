import { createFairRng } from '@casino/fair';
import { seededRandom } from '../engines/sim.source.js';
import { exactParSheet } from '../engines/slot/slot.par.js';
import { simulateRounds } from '../engines/slot/slot.simulate.js';
import { SLOTS } from '../games/slots/index.js';

/**
 * Prints JSON: per slot, the time of its exact RTP computation (enumerable games) and
 * simulated spins per second on one core (this process), with the fast seeded source;
 * for one slot also with the provably-fair HMAC stream, the source real rounds use.
 * Usage: node --import tsx apps/studio/src/cli/bench-slots.ts [--seconds S]
 */

const args = process.argv.slice(2);
const secondsAt = args.indexOf('--seconds');
const seconds = secondsAt >= 0 ? Number(args[secondsAt + 1]) : 2;

function spinsPerSecond(run: (rounds: number) => { spins: number }): {
  roundsPerSecond: number;
  spinsPerSecond: number;
} {
  run(100_000); // warm up the JIT
  let rounds = 0;
  let spins = 0;
  const start = performance.now();
  while (performance.now() - start < seconds * 1000) {
    spins += run(200_000).spins;
    rounds += 200_000;
  }
  const elapsed = (performance.now() - start) / 1000;
  return { roundsPerSecond: Math.round(rounds / elapsed), spinsPerSecond: Math.round(spins / elapsed) };
}

const results = [];
for (const c of SLOTS.values()) {
  let exactRtpMs: number | null = null;
  if (c.cascadeMultipliers.length === 0) {
    const start = performance.now();
    exactParSheet(c);
    exactRtpMs = Math.round(performance.now() - start);
  }
  const rng = seededRandom(1);
  results.push({
    id: c.config.id,
    mechanic: c.config.mechanic,
    lines: c.config.mechanic === 'lines' ? c.lineCount : null,
    combinations: c.base.lengths.reduce((a, b) => a * b, 1),
    exactRtpMs,
    ...spinsPerSecond((rounds) => simulateRounds(c, rng, rounds)),
  });
}

const first = [...SLOTS.values()].find((c) => c.config.mechanic === 'lines')!;
let nonce = 0;
const fair = spinsPerSecond((rounds) => {
  let spins = 0;
  for (let i = 0; i < rounds / 100; i++)
    spins += simulateRounds(first, createFairRng('f'.repeat(64), 'bench', nonce++), 100).spins;
  return { spins };
});

console.log(
  JSON.stringify(
    { node: process.version, secondsPerMeasure: seconds, slots: results, fairStream: { id: first.config.id, ...fair } },
    null,
    2,
  ),
);
