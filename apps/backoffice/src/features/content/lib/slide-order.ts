/** What ordering needs of a slide. */
interface Ordered {
  id: number;
  order: number;
}

/** A carousel's slides in the order the site shows them (SPEC §3 Slide.order); equal orders by age. */
export function inSlideOrder<T extends Ordered>(slides: readonly T[]): T[] {
  return [...slides].sort((a, b) => a.order - b.order || a.id - b.id);
}

/** The order a new slide takes: after the last one. */
export function nextOrder(slides: readonly Ordered[]): number {
  return slides.reduce((max, slide) => Math.max(max, slide.order), 0) + 1;
}

/**
 * The orders to send so that a slide moves one place up (-1) or down (+1): the slides are
 * numbered 1, 2, 3… by their new places, and only those whose number changes are sent (two, once
 * the numbering is even; more the first time, when shipped or equal orders are made even).
 */
export function moveSlide(slides: readonly Ordered[], id: number, step: -1 | 1): Ordered[] {
  const ordered = inSlideOrder(slides);
  const from = ordered.findIndex((slide) => slide.id === id);
  const to = from + step;
  if (from < 0 || to < 0 || to >= ordered.length) return [];
  [ordered[from], ordered[to]] = [ordered[to]!, ordered[from]!];
  return ordered.flatMap((slide, index) => (slide.order === index + 1 ? [] : [{ id: slide.id, order: index + 1 }]));
}
