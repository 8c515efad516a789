import type { TFunction } from 'i18next';

/** A promotion type's name: "Welcome offer 3", "Deposit bonus"… */
export function promotionName(type: string, t: TFunction): string {
  const welcome = /^welcome-offer-(\d)$/.exec(type);
  if (welcome) return t('content.welcomeOffer', { number: welcome[1] });
  return t(`content.promotionTypes.${type}`, { defaultValue: type });
}

/** The site's address of a promotion (SPEC §2.7): the welcome offers under /promotions/, the others /promotions-detail/. */
export const promotionPath = (type: string) =>
  type.startsWith('welcome-offer-') ? `/promotions/${type}` : `/promotions-detail/${type}`;

/** The site's address of an article (SPEC §2.2, §2.4). */
export const articlePath = (kind: 'help' | 'legal', slug: string) =>
  kind === 'legal' ? `/terms-and-conditions/${slug}` : `/faq/${slug}`;
