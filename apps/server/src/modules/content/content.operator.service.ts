import { randomUUID } from 'node:crypto';
import {
  type ArticleInput,
  type CarouselInput,
  CONTENT_IMAGE_MAX_BYTES,
  type ContentSlide,
  LEGAL_PAGES,
  type Locale,
  type PromotionInput,
  type SlideInput,
  type SlidePatch,
} from '@casino/contracts';
import type { Db } from '../../db/database.js';
import { FieldValidationError } from '../../lib/app-error.js';
import { extensionOf, SIGNATURE_BYTES } from '../../lib/file-signature.js';
import { withSlides } from './content.public.service.js';
import * as repo from './content.repository.js';
import { detectImageType, IMAGE_TOO_LARGE, isArticleKind, isPromotionType, notFound } from './content.rules.js';
import { articleView, carouselView, contentSlideView, promotionView } from './content.views.js';

const SLUG = /^[A-Za-z0-9_-]{1,80}$/;
const dateOrNull = (value: string | null) => (value === null ? null : new Date(value));

function checkSchedule(from: Date | null, until: Date | null) {
  if (from && until && until <= from) throw FieldValidationError.of('activeUntil', 'invalid_date');
}

/** The fields of a slide patch that were sent, as columns. */
function slideChanges(patch: SlidePatch) {
  const columns = {
    image: patch.image,
    title: patch.title,
    text: patch.text,
    cta: patch.cta,
    link: patch.link,
    is_active: patch.isActive,
    auth_required: patch.authRequired,
    sort_order: patch.order,
  };
  return Object.fromEntries(Object.entries(columns).filter(([, value]) => value !== undefined));
}

/**
 * The operators' editing of the site's content (issue #24; roles SA and O at the routes):
 * carousels and their slides (ordered, scheduled, switched off), promotions and articles per
 * language, and pictures uploaded for them, checked by content.
 */
export function createContentEditing(deps: { db: Db; now: () => Date }) {
  const { db } = deps;

  async function carouselFor(carouselId: number) {
    const carousel = await repo.findCarousel(db, carouselId);
    if (!carousel) throw FieldValidationError.of('carouselId', 'invalid');
    return carousel;
  }

  return {
    /** GET /api/backoffice/content/carousels/: every carousel with all its slides. */
    async carousels() {
      return (await withSlides(db, await repo.listCarousels(db))).map(({ carousel, slides }) =>
        carouselView(carousel, slides.map(contentSlideView)),
      );
    },

    /** POST /api/backoffice/content/carousels/: a new carousel (already_exists for its route, platform and language). */
    async createCarousel(input: CarouselInput) {
      const row = await repo.insertCarousel(db, input);
      if (!row) throw FieldValidationError.of('route', 'already_exists');
      return carouselView(row, [] as ContentSlide[]);
    },

    /** PUT /api/backoffice/content/carousels/{id}/: moves a carousel; its slides take its language. */
    async updateCarousel(id: number, input: CarouselInput) {
      return db.transaction().execute(async (tx) => {
        const row = await repo.updateCarousel(tx, id, input).catch((error: { code?: string }) => {
          if (error.code === '23505') throw FieldValidationError.of('route', 'already_exists');
          throw error;
        });
        if (!row) throw notFound('carousel');
        await repo.setSlidesLanguage(tx, id, row.language);
        return carouselView(row, (await repo.listSlides(tx, [id])).map(contentSlideView));
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
        const current = await repo.findSlideForUpdate(tx, id);
        if (!current) throw notFound('slide');
        const carousel = patch.carouselId !== undefined ? await carouselFor(patch.carouselId) : undefined;
        const from = patch.activeFrom === undefined ? current.active_from : dateOrNull(patch.activeFrom);
        const until = patch.activeUntil === undefined ? current.active_until : dateOrNull(patch.activeUntil);
        checkSchedule(from, until);
        const row = await repo.updateSlide(tx, id, {
          ...(carousel ? { carousel_id: carousel.id, language: carousel.language } : {}),
          ...slideChanges(patch),
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
          file: [{ code: 'invalid_size', message: IMAGE_TOO_LARGE }],
        });
      const type = detectImageType(content.subarray(0, SIGNATURE_BYTES));
      if (!type)
        throw new FieldValidationError({
          file: [{ code: 'invalid_type', message: 'The picture must be a PNG, JPEG or WebP file.' }],
        });
      const key = `${randomUUID()}.${extensionOf(type)}`;
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
  };
}
