import type { Score } from '../markets/markets.types.js';

/** A probability distribution over the values of one scope of a result: each value and its probability. */
export type Distribution<V> = ReadonlyArray<{ value: V; p: number }>;

/** What a sport's model says about an event: the distribution of each scope its markets read. */
export type ScopeDistributions = Readonly<Record<string, Distribution<unknown>>>;

/** A joint distribution of two sides' counts: p[home][away]. */
export type ScoreMatrix = readonly (readonly number[])[];

/** The matrix as a distribution of scores (the cells with any probability). */
export function scoresOf(matrix: ScoreMatrix): Distribution<Score> {
  const list: { value: Score; p: number }[] = [];
  matrix.forEach((row, home) =>
    row.forEach((p, away) => {
      if (p > 0) list.push({ value: { home, away }, p });
    }),
  );
  return list;
}

/** A distribution scaled to sum to 1: what a truncated tail leaves out is shared in proportion. */
export function normalised<V>(distribution: Distribution<V>): Distribution<V> {
  const total = distribution.reduce((sum, entry) => sum + entry.p, 0);
  return distribution.map((entry) => ({ value: entry.value, p: entry.p / total }));
}
