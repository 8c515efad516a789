import {
  HELP_ARTICLES,
  LEGAL_PAGES,
  PROMOTION_TYPES,
  type HelpArticle,
  type LegalPage,
  type PromotionType,
} from '@casino/contracts/content-constants';

/** The addresses of the content pages (SPEC §2.2, §2.4, §2.7). */

export const isPromotionType = (value: string | undefined): value is PromotionType =>
  (PROMOTION_TYPES as readonly string[]).includes(value ?? '');

export const isWelcomeOffer = (value: string | undefined): value is PromotionType =>
  isPromotionType(value) && value.startsWith('welcome-offer-');

export const isLegalPage = (value: string | undefined): value is LegalPage =>
  (LEGAL_PAGES as readonly string[]).includes(value ?? '');

export const isHelpArticle = (value: string | undefined): value is HelpArticle =>
  (HELP_ARTICLES as readonly string[]).includes(value ?? '');

/** A welcome offer has its own address, /promotions/welcome-offer-{n}; the others /promotions-detail/{type}. */
export const promotionPath = (type: PromotionType): string =>
  type.startsWith('welcome-offer-') ? `/promotions/${type}` : `/promotions-detail/${type}`;

export const legalPath = (page: LegalPage): string => `/terms-and-conditions/${page}`;
export const helpPath = (slug: string): string => `/faq/${slug}`;
