import { bankerDraws, isNatural, playerDraws } from './baccarat.rules.js';

/**
 * Exact outcome probabilities of a coup from a full shoe, by enumerating the card VALUES
 * (10 of them, with their counts in the shoe) of the up to 6 cards dealt, each path
 * weighted by the number of ordered card sequences it stands for. Every weight is scaled
 * to sequences of 6 cards (a 4-card path times the ways to deal 2 more, …), so the three
 * totals are integers over one denominator N(N-1)…(N-5) — for 8 decks about 5.0e15, still
 * exact in a double (< 2^53), checked below.
 */

export interface CoupCounts {
  player: number;
  banker: number;
  tie: number;
  /** N(N-1)(N-2)(N-3)(N-4)(N-5), N the shoe size: player + banker + tie. */
  total: number;
}

/** The value counts of `decks` decks: 16 zero-valued cards and 4 of each of 1..9 per deck. */
export function shoeValueCounts(decks: number): number[] {
  return [16 * decks, ...Array.from({ length: 9 }, () => 4 * decks)];
}

/** Counts player wins, banker wins and ties over every ordered deal of a shoe with the given value counts. */
export function exactCoupCounts(counts: readonly number[]): CoupCounts {
  const left = counts.slice();
  const n = left.reduce((a, b) => a + b, 0);
  const total = n * (n - 1) * (n - 2) * (n - 3) * (n - 4) * (n - 5);
  if (!Number.isSafeInteger(total)) throw new RangeError('shoe too large for exact doubles');
  const result = { player: 0, banker: 0, tie: 0, total };
  const settle = (p: number, b: number, weight: number) => {
    if (p > b) result.player += weight;
    else if (b > p) result.banker += weight;
    else result.tie += weight;
  };
  // Draws value v from what is left, calling `then` with the weight multiplied by its count.
  const draw = (weight: number, then: (v: number, w: number) => void) => {
    for (let v = 0; v < 10; v++) {
      const c = left[v]!;
      if (c === 0) continue;
      left[v] = c - 1;
      then(v, weight * c);
      left[v] = c;
    }
  };
  draw(1, (p1, w1) =>
    draw(w1, (b1, w2) =>
      draw(w2, (p2, w3) =>
        draw(w3, (b2, w4) => {
          const p = (p1 + p2) % 10;
          const b = (b1 + b2) % 10;
          const rest4 = (n - 4) * (n - 5); // ways to deal the 2 cards this path does not use
          if (isNatural(p) || isNatural(b)) return settle(p, b, w4 * rest4);
          if (playerDraws(p)) {
            draw(w4, (p3, w5) => {
              const pt = (p + p3) % 10;
              if (bankerDraws(b, p3)) draw(w5, (b3, w6) => settle(pt, (b + b3) % 10, w6));
              else settle(pt, b, w5 * (n - 5));
            });
          } else if (bankerDraws(b, null)) {
            draw(w4, (b3, w5) => settle(p, (b + b3) % 10, w5 * (n - 5)));
          } else settle(p, b, w4 * rest4);
        }),
      ),
    ),
  );
  return result;
}

/** The exact house edges of the three bets, as fractions of the stake. */
export function baccaratEdges(counts: CoupCounts): { banker: number; player: number; tie: number } {
  // Each edge is an integer numerator over total (x 20 for the banker's 19:20) done in BigInt.
  const p = BigInt(counts.player);
  const b = BigInt(counts.banker);
  const t = BigInt(counts.tie);
  const n = BigInt(counts.total);
  const ratio = (num: bigint, den: bigint) => Number((num * 10n ** 15n) / den) / 1e15;
  return {
    banker: ratio(20n * p - 19n * b, 20n * n),
    player: ratio(b - p, n),
    tie: ratio(n - 9n * t, n),
  };
}
