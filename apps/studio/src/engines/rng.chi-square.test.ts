import { describe, expect, it } from 'vitest';
import { createFairRng, type Rng } from '@casino/fair';
import { chiSquarePValue, chiSquareUniform } from './stats.chi-square.js';
import { cryptoRandom } from './crypto.source.js';
import { seededRandom } from './sim.source.js';

const DRAWS = 200_000;
// Generous: a correct generator fails this about once in a thousand seeds; the seeds below
// are fixed, so the fair-stream result is the same on every run.
const P_THRESHOLD = 0.001;

function counts(rng: Rng, n: number, draws: number): Float64Array {
  const out = new Float64Array(n);
  for (let i = 0; i < draws; i++) out[rng.int(n)]! += 1;
  return out;
}

describe('chi-square goodness of fit of the scaled integers', () => {
  const serverSeed = 'a'.repeat(64);
  for (const n of [37, 6, 52, 1000]) {
    it(`fair stream, n = ${n}`, () => {
      const statistic = chiSquareUniform(counts(createFairRng(serverSeed, 'chi-square', n), n, DRAWS));
      expect(chiSquarePValue(statistic, n - 1)).toBeGreaterThan(P_THRESHOLD);
    });
  }

  it('simulation and crypto sources, n = 37', () => {
    expect(chiSquarePValue(chiSquareUniform(counts(seededRandom(37), 37, DRAWS)), 36)).toBeGreaterThan(P_THRESHOLD);
    // cryptoRandom is not seeded; 1e-6 keeps a correct generator from ever failing in practice.
    expect(chiSquarePValue(chiSquareUniform(counts(cryptoRandom(), 37, DRAWS)), 36)).toBeGreaterThan(1e-6);
  });

  it('detects a biased generator (modulo of a byte) and computes known p-values', () => {
    const biased = new Float64Array(37);
    const rng = seededRandom(1);
    for (let i = 0; i < DRAWS; i++) biased[rng.byte() % 37]! += 1;
    expect(chiSquarePValue(chiSquareUniform(biased), 36)).toBeLessThan(1e-10);
    expect(chiSquarePValue(3.841458820694124, 1)).toBeCloseTo(0.05, 10);
    expect(chiSquarePValue(50.99846016571065, 36)).toBeCloseTo(0.05, 10);
  });
});
