import { CAROUSEL_PLATFORMS, type Locale, RTL_LOCALES } from '@casino/contracts';
import type { Db, Tx } from '../../db/database.js';
import * as repo from './content.repository.js';
import { loadShippedContent, SHIPPED_DIR, type ShippedContent } from './content.shipped.js';

/** An item's texts per language, as pairs. */
const textsOf = <T>(texts: Partial<Record<Locale, T>>) => Object.entries(texts) as [Locale, T][];

/** Each shipped slide goes in the carousel of its route for each platform and language it has texts in. */
async function seedSlides(tx: Tx, slides: ShippedContent['slides']) {
  const carousels = new Map<string, number>();
  async function carouselOf(route: string, platform: (typeof CAROUSEL_PLATFORMS)[number], language: Locale) {
    const key = `${route}\n${platform}\n${language}`;
    if (!carousels.has(key)) {
      const row = await repo.insertCarousel(tx, { route, platform, language });
      if (!row) return undefined;
      carousels.set(key, row.id);
    }
    return carousels.get(key);
  }
  for (const slide of slides) {
    for (const [language, text] of textsOf(slide.texts)) {
      for (const platform of CAROUSEL_PLATFORMS) {
        const carouselId = await carouselOf(slide.route, platform, language);
        if (carouselId === undefined) continue;
        await repo.insertSlides(tx, [
          {
            carousel_id: carouselId,
            image: (RTL_LOCALES.includes(language) && slide.rtlImage) || slide.image,
            title: text.title,
            text: text.text,
            cta: text.cta,
            link: slide.link,
            language,
            auth_required: slide.authRequired,
            sort_order: slide.order,
          },
        ]);
      }
    }
  }
}

/**
 * Fills the content tables from the shipped files, never over an operator's edit: the
 * carousels and slides only while there is no carousel at all (an operator may delete
 * shipped slides), the promotions and articles row by row where none exists. Safe when
 * several instances start at once: one transaction under an advisory lock, and every
 * insert gives way to an existing row.
 */
export async function seedContent(deps: { db: Db; now: () => Date; shippedDir?: string | undefined }) {
  const shipped = await loadShippedContent(deps.shippedDir ?? SHIPPED_DIR);
  const now = deps.now();
  await deps.db.transaction().execute(async (tx) => {
    await repo.lockSeeding(tx);
    if (!(await repo.hasCarousels(tx))) await seedSlides(tx, shipped.slides);
    for (const promotion of shipped.promotions) {
      for (const [language, text] of textsOf(promotion.texts)) {
        const row = { type: promotion.type, language, ...text, image: promotion.image, sort_order: promotion.order };
        await repo.upsertPromotion(tx, { ...row, updated_at: now }, false);
      }
    }
    for (const article of shipped.articles) await repo.upsertArticle(tx, { ...article, updated_at: now }, false);
  });
}
