import type { Carousel, CarouselPlatform, Locale, Slide } from '@casino/contracts';
import type { Db } from '../../db/database.js';
import * as repo from './content.repository.js';
import {
  FALLBACK_LANGUAGE,
  isArticleKind,
  isImageKey,
  isPromotionType,
  notFound,
  pickLanguage,
} from './content.rules.js';
import { articleView, carouselView, promotionView, slideView } from './content.views.js';

type WithSlides = { carousel: repo.CarouselRow; slides: repo.SlideRow[] };

/** The carousels with their slides (only those the viewer may see when `visibility` is given). */
export async function withSlides(
  db: Db,
  carousels: repo.CarouselRow[],
  visibility?: repo.Visibility,
): Promise<WithSlides[]> {
  const slides = await repo.listSlides(
    db,
    carousels.map((c) => c.id),
    visibility,
  );
  return carousels.map((carousel) => ({
    carousel,
    slides: slides.filter((slide) => slide.carousel_id === carousel.id),
  }));
}

/** Per route and platform, the carousel in `language` when it shows something (or has no en-US one), else the en-US one. */
function inLanguage(rows: WithSlides[], language: Locale): WithSlides[] {
  const groups = new Map<string, WithSlides[]>();
  for (const row of rows) {
    const key = `${row.carousel.route}\n${row.carousel.platform}`;
    groups.set(key, [...(groups.get(key) ?? []), row]);
  }
  return [...groups.values()].flatMap((group) => {
    const own = group.find((row) => row.carousel.language === language);
    const fallback = group.find((row) => row.carousel.language === FALLBACK_LANGUAGE);
    const chosen = own && (own.slides.length > 0 || !fallback) ? own : (fallback ?? own);
    return chosen ? [chosen] : [];
  });
}

/**
 * What the site shows of its content (issue #24, SPEC §3 Slide, §7 Content): carousels of
 * banners per route, platform and language, promotions, help and legal articles, in the
 * language asked for with en-US as the fallback.
 */
export function createPublicContent(deps: { db: Db; now: () => Date }) {
  const { db } = deps;
  const languages = (language: Locale) => [language, FALLBACK_LANGUAGE];

  return {
    /** GET /slide/: the visible slides of the route's carousel in the language, else in en-US. */
    async slides(
      query: { route: string; platform: CarouselPlatform; language: Locale },
      signedIn: boolean,
    ): Promise<Slide[]> {
      const visibility = { now: deps.now(), signedIn };
      const carousels = await repo.listCarousels(db, { route: query.route, platform: query.platform });
      const shown = await withSlides(
        db,
        carousels.filter((c) => languages(query.language).includes(c.language)),
        visibility,
      );
      return inLanguage(shown, query.language).flatMap((c) => c.slides.map(slideView));
    },

    /**
     * GET /carousel/: the carousels grouped by route, then platform, then language, each with its
     * visible slides. Asked for a language, a route and platform without visible slides in it
     * get the en-US carousel instead.
     */
    async carousels(query: { platform?: CarouselPlatform; language?: Locale }, signedIn: boolean): Promise<Carousel[]> {
      const visibility = { now: deps.now(), signedIn };
      const carousels = await repo.listCarousels(db, { platform: query.platform });
      const { language } = query;
      const rows = await withSlides(
        db,
        language ? carousels.filter((c) => languages(language).includes(c.language)) : carousels,
        visibility,
      );
      return (language ? inLanguage(rows, language) : rows).map(({ carousel, slides }) =>
        carouselView(carousel, slides.map(slideView)),
      );
    },

    /** GET /api/content/promotions/: the active promotions in the language (else en-US), in their order. */
    async promotions(language: Locale) {
      const rows = await repo.listPromotions(db, { languages: languages(language), activeOnly: true });
      return pickLanguage(rows, (row) => row.type, language)
        .sort((a, b) => a.sort_order - b.sort_order || a.type.localeCompare(b.type))
        .map(promotionView);
    },

    /** GET /api/content/promotions/{type}/: one active promotion in the language, else en-US. */
    async promotion(type: string, language: Locale) {
      const rows = isPromotionType(type)
        ? await repo.listPromotions(db, { type, languages: languages(language), activeOnly: true })
        : [];
      const [row] = pickLanguage(rows, (r) => r.type, language);
      if (!row) throw notFound('promotion');
      return promotionView(row);
    },

    /** GET /api/content/articles/{kind}/: the articles of a kind (titles only), in the language, else en-US. */
    async articles(kind: string, language: Locale) {
      if (!isArticleKind(kind)) throw notFound('kind of article');
      const rows = await repo.listArticles(db, { kind, languages: languages(language) });
      return pickLanguage(rows, (row) => row.slug, language).map(({ slug, title, updated_at }) => ({
        slug,
        title,
        updatedAt: updated_at.toISOString(),
      }));
    },

    /** GET /api/content/articles/{kind}/{slug}/: one article in the language, else en-US. */
    async article(kind: string, slug: string, language: Locale) {
      const rows = isArticleKind(kind)
        ? await repo.listArticles(db, { kind, slug, languages: languages(language) })
        : [];
      const [row] = pickLanguage(rows, (r) => r.slug, language);
      if (!row) throw notFound('article');
      return articleView(row);
    },

    /** GET /content/images/{key}: an uploaded picture and its type, as found at upload. */
    async image(key: string) {
      const row = isImageKey(key) ? await repo.findImage(db, key) : undefined;
      if (!row) throw notFound('image');
      return { contentType: row.content_type, bytes: row.bytes };
    },
  };
}
