/**
 * The margin, by the power method (decision 025): each fair probability p becomes p^k,
 * with the one k < 1 that makes the implied probabilities sum to coverage × (1 + margin)
 * (coverage is 1 but for a double chance, 2, and a top-N, N). Since p^k > p for every
 * p < 1, no outcome is ever priced above its fair odds, and long shots carry more of the
 * margin than favourites, as the favourite–long-shot bias of real betting markets has it.
 */

export const DEFAULT_MARGIN = 0.06;

/**
 * The implied probabilities of a market with margin, or undefined when none exist: a
 * fair probability outside (0, 1), or a margin larger than the outcomes can carry (every
 * p^k tends to 1 as k falls to 0, so the sum cannot pass the number of outcomes).
 */
export function applyMargin(fair: readonly number[], coverage: number, margin: number): number[] | undefined {
  if (!(margin >= 0 && margin < 1)) throw new RangeError(`a margin is in [0, 1): ${margin}`);
  if (fair.some((p) => !(p > 0 && p < 1))) return undefined;
  const target = coverage * (1 + margin);
  if (target >= fair.length) return undefined;
  const logs = fair.map(Math.log);
  const sum = (k: number) => logs.reduce((total, log) => total + Math.exp(k * log), 0);
  // The sum falls as k rises (each p < 1), from the number of outcomes at 0 to coverage at 1: bisect.
  let low = 0;
  let high = 1;
  for (let i = 0; i < 200 && high - low > 1e-15; i++) {
    const mid = (low + high) / 2;
    if (sum(mid) > target) low = mid;
    else high = mid;
  }
  // The k on the side that carries at least the margin: never less than asked for.
  return logs.map((log) => Math.exp(low * log));
}
