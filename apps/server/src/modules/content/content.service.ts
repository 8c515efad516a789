import { randomUUID } from 'node:crypto';
import {
  ARTICLE_KINDS,
  type ArticleInput,
  type ArticleKind,
  type Carousel,
  type CarouselInput,
  type CarouselPlatform,
  CONTENT_IMAGE_MAX_BYTES,
  type ContentSlide,
  LEGAL_PAGES,
  type Locale,
  type Promotion,
  type PromotionInput,
  PROMOTION_TYPES,
  type Slide,
  type SlideInput,
  type SlidePatch,
} from '@casino/contracts';
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { AppError, FieldValidationError } from '../../lib/app-error.js';
import * as repo from './content.repository.js';
import { detectImageType, imageExtension, isImageKey, pickLanguage } from './content.rules.js';
import { loadShippedContent, SHIPPED_DIR } from './content.shipped.js';

export type ContentService = ReturnType<typeof createContentService>;

const FALLBACK: Locale = 'en-US';
const SLUG = /^[A-Za-z0-9_-]{1,80}$/;

const slideView = (row: repo.SlideRow): Slide => ({
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
const contentSlideView = (row: repo.SlideRow): ContentSlide => ({
  ...slideView(row),
  activeFrom: row.active_from?.toISOString() ?? null,
  activeUntil: row.active_until?.toISOString() ?? null,
});
const promotionView = (row: repo.PromotionRow): Promotion => ({
  type: row.type as Promotion['type'],
  title: row.title,
  summary: row.summary,
  body: row.body,
  image: row.image,
  order: row.sort_order,
});
const articleView = (row: repo.ArticleRow) => ({
  slug: row.slug,
  title: row.title,
  body: row.body,
  updatedAt: row.updated_at.toISOString(),
});

const notFound = (what: string) => new AppError('not_found', 404, `No such ${what}.`);
const isPromotionType = (type: string) => (PROMOTION_TYPES as readonly string[]).includes(type);
const isArticleKind = (kind: string): kind is ArticleKind => (ARTICLE_KINDS as readonly string[]).includes(kind);
const dateOrNull = (value: string | null) => (value === null ? null : new Date(value));

function checkSchedule(from: Date | null, until: Date | null) {
  if (from && until && until <= from) throw FieldValidationError.of('activeUntil', 'invalid_date');
}

/**
 * The site's content (issue #24, SPEC §3 Slide, §7 Content): carousels of banners per route,
 * platform and language, promotions, help and legal articles, in the four languages with en-US
 * as the fallback; operators edit it all, and the shipped content fills a new database.
 */
export function createContentService(deps: { db: Db; now: () => Date; shippedDir?: string }) {
  const { db } = deps;

  /** The carousels with their slides (only those the viewer may see when `visibility` is given). */
  async function withSlides(carousels: repo.CarouselRow[], visibility?: repo.Visibility) {
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

  const carouselView = (carousel: repo.CarouselRow, slides: Slide[]): Carousel => ({
    id: carousel.id,
    route: carousel.route,
    platform: carousel.platform,
    language: carousel.language,
    slides,
  });

  async function carouselFor(carouselId: number) {
    const carousel = await repo.findCarousel(db, carouselId);
    if (!carousel) throw FieldValidationError.of('carouselId', 'invalid');
    return carousel;
  }

  return {
    /** GET /slide/: the visible slides of the route's carousel in the language, else in en-US. */
    async slides(query: { route: string; platform: CarouselPlatform; language: Locale }, signedIn: boolean) {
      const visibility = { now: deps.now(), signedIn };
      const carousels = await repo.listCarousels(db, { route: query.route, platform: query.platform });
      const inLanguage = async (language: Locale) =>
        (
          await withSlides(
            carousels.filter((c) => c.language === language),
            visibility,
          )
        ).flatMap((c) => c.slides);
      let slides = await inLanguage(query.language);
      if (slides.length === 0 && query.language !== FALLBACK) slides = await inLanguage(FALLBACK);
      return slides.map(slideView);
    },

    /**
     * GET /carousel/: the carousels grouped by route, then platform, then language, each with its
     * visible slides. Asked for a language, a route and platform without visible slides in it
     * get the en-US carousel instead.
     */
    async carousels(query: { platform?: CarouselPlatform; language?: Locale }, signedIn: boolean) {
      const visibility = { now: deps.now(), signedIn };
      const languages = query.language ? [...new Set([query.language, FALLBACK])] : undefined;
      let rows = await withSlides(
        (await repo.listCarousels(db, { platform: query.platform })).filter(
          (c) => !languages || languages.includes(c.language),
        ),
        visibility,
      );
      if (query.language) {
        const language = query.language;
        const groups = new Map<string, typeof rows>();
        for (const row of rows) {
          const key = `${row.carousel.route}\n${row.carousel.platform}`;
          groups.set(key, [...(groups.get(key) ?? []), row]);
        }
        rows = [...groups.values()].flatMap((group) => {
          const own = group.find((row) => row.carousel.language === language);
          const fallback = group.find((row) => row.carousel.language === FALLBACK);
          const chosen = own && (own.slides.length > 0 || !fallback) ? own : (fallback ?? own);
          return chosen ? [chosen] : [];
        });
      }
      return rows.map(({ carousel, slides }) => carouselView(carousel, slides.map(slideView)));
    },

    /** GET /api/content/promotions/: the active promotions in the language (else en-US), in their order. */
    async promotions(language: Locale) {
      const rows = await repo.listPromotions(db, { languages: [language, FALLBACK], activeOnly: true });
      return pickLanguage(rows, (row) => row.type, language)
        .sort((a, b) => a.sort_order - b.sort_order || a.type.localeCompare(b.type))
        .map(promotionView);
    },

    /** GET /api/content/promotions/{type}/: one active promotion in the language, else en-US. */
    async promotion(type: string, language: Locale) {
      const rows = isPromotionType(type)
        ? await repo.listPromotions(db, { type, languages: [language, FALLBACK], activeOnly: true })
        : [];
      const [row] = pickLanguage(rows, (r) => r.type, language);
      if (!row) throw notFound('promotion');
      return promotionView(row);
    },

    /** GET /api/content/articles/{kind}/: the articles of a kind (titles only), in the language, else en-US. */
    async articles(kind: string, language: Locale) {
      if (!isArticleKind(kind)) throw notFound('kind of article');
      const rows = await repo.listArticles(db, { kind, languages: [language, FALLBACK] });
      return pickLanguage(rows, (row) => row.slug, language).map(({ slug, title, updated_at }) => ({
        slug,
        title,
        updatedAt: updated_at.toISOString(),
      }));
    },

    /** GET /api/content/articles/{kind}/{slug}/: one article in the language, else en-US. */
    async article(kind: string, slug: string, language: Locale) {
      const rows = isArticleKind(kind)
        ? await repo.listArticles(db, { kind, slug, languages: [language, FALLBACK] })
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

    operator: {
      /** GET /api/backoffice/content/carousels/: every carousel with all its slides. */
      async carousels() {
        return (await withSlides(await repo.listCarousels(db))).map(({ carousel, slides }) => ({
          ...carouselView(carousel, []),
          slides: slides.map(contentSlideView),
        }));
      },

      /** POST /api/backoffice/content/carousels/: a new carousel (already_exists for its route, platform and language). */
      async createCarousel(input: CarouselInput) {
        const row = await repo.insertCarousel(db, input);
        if (!row) throw FieldValidationError.of('route', 'already_exists');
        return { ...carouselView(row, []), slides: [] as ContentSlide[] };
      },

      /** PUT /api/backoffice/content/carousels/{id}/: moves a carousel; its slides take its language. */
      async updateCarousel(id: number, input: CarouselInput) {
        return db.transaction().execute(async (tx) => {
          const row = await repo.updateCarousel(tx, id, input).catch((error: { code?: string }) => {
            if (error.code === '23505') throw FieldValidationError.of('route', 'already_exists');
            throw error;
          });
          if (!row) throw notFound('carousel');
          await tx.updateTable('slides').set({ language: row.language }).where('carousel_id', '=', id).execute();
          const slides = await repo.listSlides(tx, [id]);
          return { ...carouselView(row, []), slides: slides.map(contentSlideView) };
        });
      },

      /** DELETE /api/backoffice/content/carousels/{id}/: the carousel and its slides. */
      async deleteCarousel(id: number) {
        if (!(await repo.deleteCarousel(db, id))) throw notFound('carousel');
      },

      /** POST /api/backoffice/content/slides/: a slide in a carousel, in the carousel's language. */
      async createSlide(input: SlideInput) {
        const carousel = await carouselFor(input.carouselId);
        const from = dateOrNull(input.activeFrom);
        const until = dateOrNull(input.activeUntil);
        checkSchedule(from, until);
        const [row] = await repo.insertSlides(db, [
          {
            carousel_id: carousel.id,
            image: input.image,
            title: input.title,
            text: input.text,
            cta: input.cta,
            link: input.link,
            language: carousel.language,
            is_active: input.isActive,
            auth_required: input.authRequired,
            sort_order: input.order,
            active_from: from,
            active_until: until,
          },
        ]);
        return contentSlideView(row!);
      },

      /** PATCH /api/backoffice/content/slides/{id}/: reorders, reschedules, disables, edits or moves a slide. */
      async updateSlide(id: number, patch: SlidePatch) {
        return db.transaction().execute(async (tx) => {
          const current = await tx.selectFrom('slides').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
          if (!current) throw notFound('slide');
          const carousel = patch.carouselId !== undefined ? await carouselFor(patch.carouselId) : undefined;
          const from = patch.activeFrom === undefined ? current.active_from : dateOrNull(patch.activeFrom);
          const until = patch.activeUntil === undefined ? current.active_until : dateOrNull(patch.activeUntil);
          checkSchedule(from, until);
          const row = await repo.updateSlide(tx, id, {
            ...(carousel ? { carousel_id: carousel.id, language: carousel.language } : {}),
            ...(patch.image !== undefined ? { image: patch.image } : {}),
            ...(patch.title !== undefined ? { title: patch.title } : {}),
            ...(patch.text !== undefined ? { text: patch.text } : {}),
            ...(patch.cta !== undefined ? { cta: patch.cta } : {}),
            ...(patch.link !== undefined ? { link: patch.link } : {}),
            ...(patch.isActive !== undefined ? { is_active: patch.isActive } : {}),
            ...(patch.authRequired !== undefined ? { auth_required: patch.authRequired } : {}),
            ...(patch.order !== undefined ? { sort_order: patch.order } : {}),
            active_from: from,
            active_until: until,
          });
          return contentSlideView(row!);
        });
      },

      /** DELETE /api/backoffice/content/slides/{id}/. */
      async deleteSlide(id: number) {
        if (!(await repo.deleteSlide(db, id))) throw notFound('slide');
      },

      /** GET /api/backoffice/content/promotions/: every promotion in every language, shown or not. */
      async promotions() {
        return (await repo.listPromotions(db)).map((row) => ({
          ...promotionView(row),
          language: row.language,
          isActive: row.is_active,
        }));
      },

      /** PUT /api/backoffice/content/promotions/{type}/{language}/: writes a promotion's text in a language. */
      async upsertPromotion(type: string, language: Locale, input: PromotionInput) {
        if (!isPromotionType(type)) throw notFound('promotion type');
        const row = await repo.upsertPromotion(db, {
          type,
          language,
          title: input.title,
          summary: input.summary,
          body: input.body,
          image: input.image,
          sort_order: input.order,
          is_active: input.isActive,
          updated_at: deps.now(),
        });
        return { ...promotionView(row!), language: row!.language, isActive: row!.is_active };
      },

      /** GET /api/backoffice/content/articles/: every article of every kind in every language. */
      async articles() {
        return (await repo.listArticles(db)).map((row) => ({
          ...articleView(row),
          kind: row.kind,
          language: row.language,
        }));
      },

      /** PUT /api/backoffice/content/articles/{kind}/{slug}/{language}/: writes an article in a language. */
      async upsertArticle(kind: string, slug: string, language: Locale, input: ArticleInput) {
        if (!isArticleKind(kind)) throw notFound('kind of article');
        // The legal pages are the site's fixed routes (SPEC §2.4); help articles may be added.
        const known = kind === 'legal' ? (LEGAL_PAGES as readonly string[]).includes(slug) : SLUG.test(slug);
        if (!known) throw notFound('article');
        const row = await repo.upsertArticle(db, { kind, slug, language, ...input, updated_at: deps.now() });
        return { ...articleView(row!), kind: row!.kind, language: row!.language };
      },

      /** POST /api/backoffice/content/images/: keeps a PNG, JPEG or WebP picture (told by content) and gives its address. */
      async uploadImage(content: Buffer | null, operatorId: number) {
        if (!content || content.length === 0) throw FieldValidationError.of('file', 'file_required');
        if (content.length > CONTENT_IMAGE_MAX_BYTES)
          throw new FieldValidationError({
            file: [{ code: 'invalid_size', message: 'The picture is too large: 5 MB at most.' }],
          });
        const type = detectImageType(content.subarray(0, 12));
        if (!type)
          throw new FieldValidationError({
            file: [{ code: 'invalid_type', message: 'The picture must be a PNG, JPEG or WebP file.' }],
          });
        const key = `${randomUUID()}.${imageExtension(type)}`;
        await repo.insertImage(db, {
          key,
          content_type: type,
          bytes: content,
          size: content.length,
          created_at: deps.now(),
          created_by: operatorId,
        });
        return { url: `/content/images/${key}` };
      },
    },

    /**
     * Fills the content tables from the shipped files, never over an operator's edit: the
     * carousels and slides only while there is no carousel at all (an operator may delete
     * shipped slides), the promotions and articles row by row where none exists. Safe when
     * several instances start at once: one transaction under an advisory lock, and every
     * insert gives way to an existing row.
     */
    async seed() {
      const shipped = await loadShippedContent(deps.shippedDir ?? SHIPPED_DIR);
      const now = deps.now();
      await db.transaction().execute(async (tx) => {
        await sql`SELECT pg_advisory_xact_lock(hashtext('content-seed'))`.execute(tx);
        if (!(await repo.hasCarousels(tx))) {
          const carousels = new Map<string, number>();
          for (const slide of shipped.slides) {
            for (const [language, text] of Object.entries(slide.texts) as [
              Locale,
              NonNullable<(typeof slide.texts)[Locale]>,
            ][]) {
              for (const platform of ['desktop', 'mobile'] as const) {
                const key = `${slide.route}\n${platform}\n${language}`;
                let carouselId = carousels.get(key);
                if (carouselId === undefined) {
                  const row = await repo.insertCarousel(tx, { route: slide.route, platform, language });
                  if (!row) continue;
                  carouselId = row.id;
                  carousels.set(key, carouselId);
                }
                await repo.insertSlides(tx, [
                  {
                    carousel_id: carouselId,
                    image: slide.image,
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
        for (const promotion of shipped.promotions) {
          for (const [language, text] of Object.entries(promotion.texts) as [
            Locale,
            NonNullable<(typeof promotion.texts)[Locale]>,
          ][]) {
            await repo.upsertPromotion(
              tx,
              {
                type: promotion.type,
                language,
                title: text.title,
                summary: text.summary,
                body: text.body,
                image: promotion.image,
                sort_order: promotion.order,
                updated_at: now,
              },
              false,
            );
          }
        }
        for (const article of shipped.articles) await repo.upsertArticle(tx, { ...article, updated_at: now }, false);
      });
    },
  };
}
