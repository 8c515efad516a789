/**
 * How odds are written: decimal (2.50), fractional (3/2) or American (+150). The player's
 * bookmaker settings on the site choose; prices stay decimal everywhere else (the feed, the tickets).
 */
export const ODDS_FORMATS = ['decimal', 'fractional', 'american'] as const;
export type OddsFormat = (typeof ODDS_FORMATS)[number];

/**
 * The usual bookmaker fractions, for prices whose decimal form is rounded (1/3 is 1.33, 10/11 is
 * 1.91). Reduced: 6/4 is written 3/2, 4/6 is 2/3, 85/40 is 17/8, 100/30 is 10/3.
 */
// prettier-ignore
const FRACTIONS: readonly (readonly [number, number])[] = [
  [1, 100], [1, 66], [1, 50], [1, 40], [1, 33], [1, 25], [1, 20], [1, 16], [1, 14], [1, 12],
  [1, 11], [1, 10], [1, 9], [1, 8], [1, 7], [1, 6], [2, 11], [1, 5], [2, 9], [1, 4],
  [2, 7], [3, 10], [1, 3], [4, 11], [3, 8], [2, 5], [4, 9], [9, 20], [1, 2], [8, 15],
  [4, 7], [3, 5], [8, 13], [5, 8], [2, 3], [8, 11], [3, 4],
  [4, 5], [5, 6], [10, 11], [1, 1], [21, 20], [11, 10], [6, 5], [5, 4], [11, 8],
  [7, 5], [3, 2], [13, 8], [8, 5], [7, 4], [9, 5], [15, 8], [2, 1], [17, 8], [9, 4],
  [12, 5], [5, 2], [13, 5], [11, 4], [14, 5], [3, 1], [16, 5], [10, 3], [7, 2], [4, 1],
  [9, 2], [5, 1], [11, 2], [6, 1], [13, 2], [7, 1], [15, 2], [8, 1], [17, 2], [9, 1],
  [10, 1], [11, 1], [12, 1], [14, 1], [16, 1], [18, 1], [20, 1], [25, 1], [33, 1], [40, 1],
  [50, 1], [66, 1], [80, 1], [100, 1],
];

function gcd(a: number, b: number): number {
  return b === 0 ? a : gcd(b, a % b);
}

/** Decimal odds as a fraction of profit to stake: the table's price within half a cent, else hundredths reduced. */
export function toFraction(decimal: number): [numerator: number, denominator: number] {
  const profit = decimal - 1;
  let best: readonly [number, number] | null = null;
  let bestGap = 0.005 + 1e-9;
  for (const fraction of FRACTIONS) {
    const gap = Math.abs(fraction[0] / fraction[1] - profit);
    if (gap <= bestGap) {
      best = fraction;
      bestGap = gap;
    }
  }
  if (best) return [best[0], best[1]];
  const hundredths = Math.max(0, Math.round(profit * 100));
  if (hundredths === 0) return [0, 1];
  const divisor = gcd(hundredths, 100);
  return [hundredths / divisor, 100 / divisor];
}

/**
 * Decimal odds in American (moneyline) form: +150 is the profit on 100, -200 the stake that wins 100.
 * Worked out from the fraction, as bookmakers do: 1.22 stands for 2/9, so -450 (not 100 / 0.22 = -455).
 */
export function toAmerican(decimal: number): number {
  const [numerator, denominator] = toFraction(decimal);
  // 1.00 (a void leg) has no American form.
  if (numerator === 0) return Number.NaN;
  if (numerator >= denominator) return Math.round((100 * numerator) / denominator);
  return -Math.round((100 * denominator) / numerator);
}

/**
 * Decimal odds written in the player's format: decimal "2.50" (2 places, 3 when the third is not
 * zero, as the sportsbook writes them; `decimalMark` for languages writing "2,50"), fractional
 * "3/2", American "+150" / "-200". Prices that are not odds (not a number, below 1) give "-".
 */
export function formatOddsAs(decimal: number, format: OddsFormat, decimalMark = '.'): string {
  if (!Number.isFinite(decimal) || decimal < 1) return '-';
  if (format === 'fractional') {
    const [numerator, denominator] = toFraction(decimal);
    return `${numerator}/${denominator}`;
  }
  if (format === 'american') {
    const value = toAmerican(decimal);
    if (Number.isNaN(value)) return '-';
    return value > 0 ? `+${value}` : String(value);
  }
  const thousandths = Math.round(decimal * 1000);
  const text = (thousandths / 1000).toFixed(thousandths % 10 === 0 ? 2 : 3);
  return decimalMark === '.' ? text : text.replace('.', decimalMark);
}

let current: OddsFormat = 'decimal';

/** Set by the page around the sportsbook from the player's settings; decimal standalone. */
export function setOddsFormat(format: OddsFormat): void {
  current = format;
}

export const oddsFormat = (): OddsFormat => current;
