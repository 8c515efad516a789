// bench/games (issue 4): per slot, the time of its exact RTP computation and simulated
// spins per second on one core, measured by the studio's own bench in a process of its
// own (one core: a Node process runs the simulation on one thread), plus the target.
// Env: BENCH_SECONDS (seconds per measure, default 2).
import { execFileSync } from 'node:child_process';
import path from 'node:path';

const TARGET_SPINS_PER_SECOND = 2_000_000;

export function benchGames(root) {
  const output = execFileSync(
    process.execPath,
    ['--import', 'tsx', 'src/cli/bench-slots.ts', '--seconds', process.env.BENCH_SECONDS ?? '2'],
    { cwd: path.join(root, 'apps/studio'), encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 },
  );
  const measured = JSON.parse(output);
  // The target is for a 5x3, 20-line slot.
  const lineSlots = measured.slots.filter((slot) => slot.lines === 20);
  return {
    ...measured,
    targets: {
      lineSlotSpinsPerSecondAtLeast: TARGET_SPINS_PER_SECOND,
      met: lineSlots.length > 0 && lineSlots.every((slot) => slot.spinsPerSecond >= TARGET_SPINS_PER_SECOND),
    },
  };
}
