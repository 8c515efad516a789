/** One segment of the wheel as the form holds it. */
export interface SegmentDraft {
  name: string;
  amount: number;
  isPresent: boolean;
  weight: number;
}

/**
 * Each segment's chance of being drawn, in percent: its weight over the total weight. A
 * negative or unreadable weight counts as none; all zero gives every segment 0.
 */
export function chancesOf(weights: readonly number[]): number[] {
  const clean = weights.map((weight) => (Number.isFinite(weight) && weight > 0 ? weight : 0));
  const total = clean.reduce((sum, weight) => sum + weight, 0);
  return clean.map((weight) => (total > 0 ? (weight / total) * 100 : 0));
}

/**
 * What a paid spin pays back on average, in percent of its cost: the money prizes weighted by
 * their chances (a present pays no money). As the server's paidSpinReturn, for the terms not saved yet.
 */
export function paidSpinReturn(segments: readonly SegmentDraft[], cost: number): number | null {
  if (!(cost > 0)) return null;
  const chances = chancesOf(segments.map((segment) => segment.weight));
  if (chances.every((chance) => chance === 0)) return null;
  const expected = segments.reduce(
    (sum, segment, index) => sum + (segment.isPresent ? 0 : segment.amount * chances[index]!) / 100,
    0,
  );
  return (expected / cost) * 100;
}

/** A chance for a person, as a percentage: two decimals, four when it is small but not zero (1 in 100 000 is not 0). */
export function formatChance(percent: number, lang: string): string {
  const digits = percent > 0 && percent < 0.01 ? 4 : 2;
  return new Intl.NumberFormat(`${lang}-u-nu-latn`, {
    style: 'percent',
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(percent / 100);
}
