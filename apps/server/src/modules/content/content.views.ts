import type { ContentSlide, Promotion, Slide } from '@casino/contracts';
import type * as repo from './content.repository.js';

/** How content rows are answered: the site's views, and the operator's (which add what the site never shows). */

export const slideView = (row: repo.SlideRow): Slide => ({
  id: row.id,
  type: row.type,
  image: row.image,
  title: row.title,
  text: row.text,
  cta: row.cta,
  link: row.link,
  language: row.language,
  isActive: row.is_active,
  carouselId: row.carousel_id,
  authRequired: row.auth_required,
  order: row.sort_order,
});

export const contentSlideView = (row: repo.SlideRow): ContentSlide => ({
  ...slideView(row),
  activeFrom: row.active_from?.toISOString() ?? null,
  activeUntil: row.active_until?.toISOString() ?? null,
});

export const carouselView = <S>(carousel: repo.CarouselRow, slides: S[]) => ({
  id: carousel.id,
  route: carousel.route,
  platform: carousel.platform,
  language: carousel.language,
  slides,
});

export const promotionView = (row: repo.PromotionRow): Promotion => ({
  type: row.type as Promotion['type'],
  title: row.title,
  summary: row.summary,
  body: row.body,
  image: row.image,
  order: row.sort_order,
});

export const articleView = (row: repo.ArticleRow) => ({
  slug: row.slug,
  title: row.title,
  body: row.body,
  updatedAt: row.updated_at.toISOString(),
});
