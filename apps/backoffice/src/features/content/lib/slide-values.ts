import type { ContentSlide, SlideInput, SlidePatch } from '@casino/contracts';
import { fromFieldValue, toFieldValue } from './schedule';

/** A slide as its form holds it: texts as typed, the schedule as datetime-local values. */
export interface SlideValues {
  image: string;
  title: string;
  text: string;
  cta: string;
  link: string;
  isActive: boolean;
  authRequired: boolean;
  activeFrom: string;
  activeUntil: string;
}

/** The form's starting values: the slide's, or a new slide's (shown to everyone, switched on). */
export function slideValues(slide?: ContentSlide): SlideValues {
  return {
    image: slide?.image ?? '',
    title: slide?.title ?? '',
    text: slide?.text ?? '',
    cta: slide?.cta ?? '',
    link: slide?.link ?? '',
    isActive: slide?.isActive ?? true,
    authRequired: slide?.authRequired ?? false,
    activeFrom: toFieldValue(slide?.activeFrom ?? null),
    activeUntil: toFieldValue(slide?.activeUntil ?? null),
  };
}

const TEXTS = ['image', 'title', 'text', 'cta', 'link'] as const;

/** The slide's fields as the API takes them: texts trimmed, the schedule as ISO moments or null. */
function fields(values: SlideValues) {
  const texts = Object.fromEntries(TEXTS.map((key) => [key, values[key].trim()])) as Record<
    (typeof TEXTS)[number],
    string
  >;
  return {
    ...texts,
    isActive: values.isActive,
    authRequired: values.authRequired,
    activeFrom: fromFieldValue(values.activeFrom),
    activeUntil: fromFieldValue(values.activeUntil),
  };
}

/** POST body of a new slide, placed at `order` in its carousel. */
export function slideInput(carouselId: number, values: SlideValues, order: number): SlideInput {
  return { carouselId, ...fields(values), order };
}

/**
 * PATCH body of an edit: only what changed, so the audit log records the change itself and a
 * field edited meanwhile by someone else is left alone. The schedule compares to the minute, as
 * the field shows it.
 */
export function slidePatch(slide: ContentSlide, values: SlideValues): SlidePatch {
  const next = fields(values);
  const before = fields(slideValues(slide));
  const patch: Record<string, unknown> = {};
  for (const key of Object.keys(next) as (keyof typeof next)[]) if (next[key] !== before[key]) patch[key] = next[key];
  return patch as SlidePatch;
}
