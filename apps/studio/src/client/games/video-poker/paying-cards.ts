/**
 * Which of the five final cards make the paying hand, to light them on the table: the
 * pair, the two pairs, the three or the four of a kind; all five for a straight, a flush,
 * a full house and the straight and royal flushes; none for a hand that pays nothing.
 * Categories are the engine's (vp.evaluate.ts CATEGORY_NAMES): 0 nothing … 9 royal flush.
 * Cards are 0..51, rank = card >> 2.
 */
const OF_A_KIND = new Set([1, 2, 3, 7]);

export function payingCards(cards: readonly number[], category: number): Set<number> {
  if (category <= 0) return new Set();
  if (!OF_A_KIND.has(category)) return new Set(cards.map((_, i) => i));
  const counts = new Map<number, number>();
  for (const card of cards) counts.set(card >> 2, (counts.get(card >> 2) ?? 0) + 1);
  return new Set(cards.flatMap((card, i) => ((counts.get(card >> 2) ?? 0) >= 2 ? [i] : [])));
}
