import { KENO_DRAWN, KENO_NUMBERS, KENO_PAYTABLE } from './keno.rules.js';

/** C(n, k) as a BigInt. */
export function binomial(n: number, k: number): bigint {
  if (k < 0 || k > n) return 0n;
  let result = 1n;
  for (let i = 0; i < k; i++) result = (result * BigInt(n - i)) / BigInt(i + 1);
  return result;
}

/** The exact RTP of `picks` picks as a fraction (tenths of stake returned over all draws) / (10 x C(80, 20)). */
export function kenoRtp(picks: number): { numerator: bigint; denominator: bigint } {
  let numerator = 0n;
  for (let hits = 0; hits <= picks; hits++) {
    const ways = binomial(picks, hits) * binomial(KENO_NUMBERS - picks, KENO_DRAWN - hits);
    numerator += ways * BigInt(KENO_PAYTABLE[picks]?.[hits] ?? 0);
  }
  return { numerator, denominator: 10n * binomial(KENO_NUMBERS, KENO_DRAWN) };
}

/** The exact RTP in basis points, rounded down. */
export function kenoRtpBp(picks: number): number {
  const { numerator, denominator } = kenoRtp(picks);
  return Number((numerator * 10_000n) / denominator);
}
