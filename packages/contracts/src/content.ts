import { z } from 'zod';
import { CAROUSEL_PLATFORMS, PROMOTION_TYPES } from './content.constants.js';
import { LOCALES } from './locales.js';

// The plain lists (platforms, legal pages, promotion types, help articles) are zod-free, for the web client.
export * from './content.constants.js';

/**
 * The site's content (issue #24, SPEC §3 Slide, §7 Content): banners in carousels, promotions,
 * help and FAQ articles and the legal pages, each in the four languages, edited by operators.
 */

/** SPEC §3 Slide: a banner. `image` is an address the site serves; `link` a path of the site or an https address. */
export const Slide = z.object({
  id: z.number().int(),
  type: z.enum(['image']),
  image: z.string(),
  /** Text over the banner (the art carries no words, so one picture serves every language). */
  title: z.string(),
  text: z.string(),
  cta: z.string(),
  link: z.string(),
  language: z.enum(LOCALES),
  isActive: z.boolean(),
  carouselId: z.number().int(),
  authRequired: z.boolean(),
  order: z.number().int(),
});
export type Slide = z.infer<typeof Slide>;
export const SlideList = z.array(Slide);

/** Carousels grouped by route, then platform, then language (SPEC §3). */
export const Carousel = z.object({
  id: z.number().int(),
  route: z.string(),
  platform: z.enum(CAROUSEL_PLATFORMS),
  language: z.enum(LOCALES),
  slides: SlideList,
});
export type Carousel = z.infer<typeof Carousel>;
export const CarouselList = z.array(Carousel);

/** A promotion as its card and its page show it; `body` is Markdown. */
export const Promotion = z.object({
  type: z.enum(PROMOTION_TYPES),
  title: z.string(),
  summary: z.string(),
  body: z.string(),
  image: z.string(),
  order: z.number().int(),
});
export type Promotion = z.infer<typeof Promotion>;
export const PromotionList = z.array(Promotion);

/** A help article or a legal page; `body` is Markdown. */
export const Article = z.object({
  slug: z.string(),
  title: z.string(),
  body: z.string(),
  updatedAt: z.string(),
});
export type Article = z.infer<typeof Article>;
export const ArticleList = z.array(Article.omit({ body: true }));

/** The two kinds of articles: help/FAQ (/faq/{slug}) and legal pages (/terms-and-conditions/{page}). */
export const ARTICLE_KINDS = ['help', 'legal'] as const;
export type ArticleKind = (typeof ARTICLE_KINDS)[number];

/** The language asked for; content missing in it falls back to en-US. */
export const ContentLanguageQuery = z.object({ language: z.enum(LOCALES).default('en-US') });

/** GET /slide/: the visible slides of one carousel (SPEC §9: cached for an hour). */
export const SlideQuery = ContentLanguageQuery.extend({
  route: z.string().min(1).max(200).default('/slots/casino'),
  platform: z.enum(CAROUSEL_PLATFORMS).default('desktop'),
});

/** GET /carousel/: every carousel, narrowed to a platform and a language when they are given. */
export const CarouselQuery = z.object({
  platform: z.enum(CAROUSEL_PLATFORMS).optional(),
  language: z.enum(LOCALES).optional(),
});

/** A path of the site (`/…`, never `//…`) or an https address: nothing a browser would run (no `javascript:`). */
const siteAddress = z
  .string()
  .trim()
  .max(500)
  .refine((value) => /^\/(?!\/)/.test(value) || /^https:\/\/[^\s]+$/.test(value), { error: 'invalid' });
const isoDateTime = z.iso.datetime({ offset: true, error: 'invalid_date' });

/** A slide as operators see it: with its schedule (ISO dates, null for open-ended). */
export const ContentSlide = Slide.extend({
  activeFrom: z.string().nullable(),
  activeUntil: z.string().nullable(),
});
export type ContentSlide = z.infer<typeof ContentSlide>;

/** POST /api/backoffice/content/slides/: a slide in a carousel (its language is the carousel's). */
export const SlideInput = z.object({
  carouselId: z.number().int().positive(),
  image: siteAddress,
  title: z.string().max(200).default(''),
  text: z.string().max(1000).default(''),
  cta: z.string().max(100).default(''),
  link: siteAddress,
  isActive: z.boolean().default(true),
  authRequired: z.boolean().default(false),
  order: z.number().int().min(0).max(100_000).default(0),
  activeFrom: isoDateTime.nullable().default(null),
  activeUntil: isoDateTime.nullable().default(null),
});
export type SlideInput = z.infer<typeof SlideInput>;

/** PATCH /api/backoffice/content/slides/{id}/: any of the fields (reorder, schedule, disable, move). */
export const SlidePatch = z.object({
  carouselId: z.number().int().positive().optional(),
  image: siteAddress.optional(),
  title: z.string().max(200).optional(),
  text: z.string().max(1000).optional(),
  cta: z.string().max(100).optional(),
  link: siteAddress.optional(),
  isActive: z.boolean().optional(),
  authRequired: z.boolean().optional(),
  order: z.number().int().min(0).max(100_000).optional(),
  activeFrom: isoDateTime.nullable().optional(),
  activeUntil: isoDateTime.nullable().optional(),
});
export type SlidePatch = z.infer<typeof SlidePatch>;

/** POST and PUT /api/backoffice/content/carousels/: where a carousel shows. */
export const CarouselInput = z.object({
  route: z
    .string()
    .trim()
    .min(1)
    .max(200)
    .regex(/^\/(?!\/)\S*$/, { error: 'invalid' }),
  platform: z.enum(CAROUSEL_PLATFORMS),
  language: z.enum(LOCALES),
});
export type CarouselInput = z.infer<typeof CarouselInput>;

/** GET /api/backoffice/content/carousels/: every carousel with all its slides, shown or not. */
export const ContentCarousel = Carousel.extend({ slides: z.array(ContentSlide) });
export const ContentCarouselList = z.array(ContentCarousel);

/** PUT /api/backoffice/content/promotions/{type}/{language}/: a promotion's text in one language. */
export const PromotionInput = z.object({
  title: z.string().trim().min(1).max(200),
  summary: z.string().max(1000).default(''),
  body: z.string().max(100_000).default(''),
  image: siteAddress,
  order: z.number().int().min(0).max(100_000).default(0),
  isActive: z.boolean().default(true),
});
export type PromotionInput = z.infer<typeof PromotionInput>;
export const ContentPromotion = Promotion.extend({ language: z.enum(LOCALES), isActive: z.boolean() });
export const ContentPromotionList = z.array(ContentPromotion);

/** PUT /api/backoffice/content/articles/{kind}/{slug}/{language}/: an article's text in one language. */
export const ArticleInput = z.object({
  title: z.string().trim().min(1).max(200),
  body: z.string().max(200_000),
});
export type ArticleInput = z.infer<typeof ArticleInput>;
export const ContentArticle = Article.extend({ kind: z.enum(ARTICLE_KINDS), language: z.enum(LOCALES) });
export const ContentArticleList = z.array(ContentArticle);

/** POST /api/backoffice/content/images/ (multipart, one file): PNG, JPEG or WebP up to 5 MB, told by content. */
export const CONTENT_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const CONTENT_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export const ContentImageUploaded = z.object({ url: z.string() });
