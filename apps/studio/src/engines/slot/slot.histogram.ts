/**
 * The exact distribution of one spin's win: for each number of visible scatters (0..5),
 * how many stop combinations give each win in coins (before scatter pay and multipliers).
 * Counts are integers below 2^53, and the sums taken from them are BigInt, so nothing is
 * rounded until the final division.
 */

export interface ScatterClassTotals {
  /** Stop combinations with this many scatters. */
  count: bigint;
  /** Sum of wins and of squared wins over them, with `scatterPay` added to each win. */
  sum: bigint;
  sumSquares: bigint;
  /** Combinations of them that win nothing at all (before the scatter pay). */
  zero: bigint;
  maxWin: number;
}

export class WinHistogram {
  combinations = 0;
  private readonly bins: Float64Array[] = Array.from({ length: 6 }, () => new Float64Array(1024));

  /** Adds `weight` combinations with `scatters` scatters that win `win` coins. */
  add(scatters: number, win: number, weight: number): void {
    let bin = this.bins[scatters]!;
    if (win >= bin.length) {
      const grown = new Float64Array(Math.max(win + 1, bin.length * 2));
      grown.set(bin);
      this.bins[scatters] = bin = grown;
    }
    bin[win]! += weight;
    this.combinations += weight;
  }

  /** Totals per scatter count, each win increased by that count's scatter pay (coins). */
  totals(scatterPay: ArrayLike<number>): ScatterClassTotals[] {
    return this.bins.map((bin, scatters) => {
      const extra = BigInt(scatterPay[scatters] ?? 0);
      const out: ScatterClassTotals = { count: 0n, sum: 0n, sumSquares: 0n, zero: BigInt(bin[0]!), maxWin: 0 };
      for (let win = 0; win < bin.length; win++) {
        if (bin[win] === 0) continue;
        const weight = BigInt(bin[win]!);
        const value = BigInt(win) + extra;
        out.count += weight;
        out.sum += weight * value;
        out.sumSquares += weight * value * value;
        out.maxWin = Number(value);
      }
      return out;
    });
  }
}
