import type { Slide } from '@casino/contracts';

/** A carousel's slides in the order the operator set (SPEC §3 Slide.order). */
export function inSlideOrder(slides: readonly Slide[]): Slide[] {
  return [...slides].sort((a, b) => a.order - b.order);
}
