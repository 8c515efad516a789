import { parentPort, workerData } from 'node:worker_threads';
import { seededRandom } from '../engines/sim.source.js';
import { simulateSums } from '../engines/table/blackjack/blackjack.simulate.js';

/** One worker of cli/blackjack-rtp.ts: plays its share of rounds from its own seed, in chunks, reporting each. */
const { seed, rounds, chunk } = workerData as { seed: number; rounds: number; chunk: number };
const rng = seededRandom(seed);
for (let done = 0; done < rounds; done += chunk)
  parentPort!.postMessage(simulateSums(rng, Math.min(chunk, rounds - done)));
