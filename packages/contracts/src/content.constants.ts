/**
 * The content contract's plain runtime lists (issue #24), free of zod so that a client can import
 * them (as '@casino/contracts/content-constants') without shipping the schemas.
 */

/** Where a carousel shows: a route of the site, on a platform. */
export const CAROUSEL_PLATFORMS = ['desktop', 'mobile'] as const;
export type CarouselPlatform = (typeof CAROUSEL_PLATFORMS)[number];

/** SPEC §2.4: the legal pages under /terms-and-conditions/{page}. */
export const LEGAL_PAGES = [
  'affiliates',
  'customer-service',
  'terms-of-use',
  'responsible-gaming',
  'about-us',
  'generalTerms',
  'privacyPolicy',
] as const;
export type LegalPage = (typeof LEGAL_PAGES)[number];

/** SPEC §2.7: the welcome offers 1 to 9 (/promotions/welcome-offer-{n}). */
export const WELCOME_OFFERS = Array.from({ length: 9 }, (_, i) => `welcome-offer-${i + 1}` as const);

/** SPEC §2.7: promotion types (/promotions-detail/{type}, default deposit) and the welcome offers 1 to 9. */
export const PROMOTION_TYPES = ['deposit', 'cashback', 'wheel', 'jackpots', ...WELCOME_OFFERS] as const;
export type PromotionType = (typeof PROMOTION_TYPES)[number];
export const DEFAULT_PROMOTION_TYPE: PromotionType = 'deposit';

/** SPEC §2.2: the help articles (/faq/{slug}); /help and /faq list them all. */
export const HELP_ARTICLES = ['igrovoi-kont', 'depoziti-i-vyplati'] as const;
export type HelpArticle = (typeof HELP_ARTICLES)[number];
