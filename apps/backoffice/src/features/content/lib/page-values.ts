import type { ArticleInput, PromotionInput } from '@casino/contracts';

/** A promotion in one language as its form holds it. */
export interface PromotionValues {
  title: string;
  summary: string;
  body: string;
  image: string;
  order: string;
  isActive: boolean;
}

interface PromotionRow {
  title: string;
  summary: string;
  body: string;
  image: string;
  order: number;
  isActive: boolean;
}

/**
 * The form's starting values in a language: the promotion's there, else a blank text keeping the
 * English one's picture and place (what does not depend on the language); the words are never
 * copied, so a language is not saved with English in it by mistake.
 */
export function promotionValues(row: PromotionRow | undefined, english: PromotionRow | undefined): PromotionValues {
  if (row)
    return {
      title: row.title,
      summary: row.summary,
      body: row.body,
      image: row.image,
      order: String(row.order),
      isActive: row.isActive,
    };
  return {
    title: '',
    summary: '',
    body: '',
    image: english?.image ?? '',
    order: String(english?.order ?? 0),
    isActive: true,
  };
}

/** The PUT body: texts trimmed (the body keeps its inner lines), the order a whole number. */
export function promotionInput(values: PromotionValues): PromotionInput {
  const order = Number.parseInt(values.order, 10);
  return {
    title: values.title.trim(),
    summary: values.summary.trim(),
    body: values.body.trim(),
    image: values.image.trim(),
    order: Number.isFinite(order) && order >= 0 ? order : 0,
    isActive: values.isActive,
  };
}

/** An article's PUT body. */
export function articleInput(values: { title: string; body: string }): ArticleInput {
  return { title: values.title.trim(), body: values.body.trim() };
}
