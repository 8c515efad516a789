import { type Insertable, type Selectable, sql, type Updateable } from 'kysely';
import type { Executor } from '../../db/database.js';
import type {
  ArticlesTable,
  CarouselsTable,
  ContentImagesTable,
  PromotionsTable,
  SlidesTable,
} from '../../db/schema/content.js';

export type CarouselRow = Selectable<CarouselsTable>;
export type SlideRow = Selectable<SlidesTable>;
export type PromotionRow = Selectable<PromotionsTable>;
export type ArticleRow = Selectable<ArticlesTable>;
type Locale = CarouselRow['language'];

/** What a viewer may see of a carousel: active, in its schedule at `now`, and for guests no authRequired slide. */
export interface Visibility {
  now: Date;
  signedIn: boolean;
}

export async function listCarousels(
  db: Executor,
  filter: { platform?: CarouselRow['platform']; language?: Locale; route?: string } = {},
): Promise<CarouselRow[]> {
  let query = db.selectFrom('carousels').selectAll();
  if (filter.route !== undefined) query = query.where('route', '=', filter.route);
  if (filter.platform) query = query.where('platform', '=', filter.platform);
  if (filter.language) query = query.where('language', '=', filter.language);
  return query.orderBy('route').orderBy('platform').orderBy('language').orderBy('id').execute();
}

export async function findCarousel(db: Executor, id: number): Promise<CarouselRow | undefined> {
  return db.selectFrom('carousels').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Inserts a carousel unless one has the same route, platform and language: undefined then. */
export async function insertCarousel(
  db: Executor,
  carousel: Insertable<CarouselsTable>,
): Promise<CarouselRow | undefined> {
  return db
    .insertInto('carousels')
    .values(carousel)
    .onConflict((oc) => oc.columns(['route', 'platform', 'language']).doNothing())
    .returningAll()
    .executeTakeFirst();
}

export async function updateCarousel(
  db: Executor,
  id: number,
  carousel: Updateable<CarouselsTable>,
): Promise<CarouselRow | undefined> {
  return db.updateTable('carousels').set(carousel).where('id', '=', id).returningAll().executeTakeFirst();
}

export async function deleteCarousel(db: Executor, id: number): Promise<boolean> {
  const result = await db.deleteFrom('carousels').where('id', '=', id).executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/** Holds the seeding's lock until the transaction ends: instances starting together seed one after the other. */
export async function lockSeeding(tx: Executor): Promise<void> {
  await sql`SELECT pg_advisory_xact_lock(hashtext('content-seed'))`.execute(tx);
}

export async function hasCarousels(db: Executor): Promise<boolean> {
  return (await db.selectFrom('carousels').select('id').limit(1).executeTakeFirst()) !== undefined;
}

/** The slides of the carousels, in their order; only the visible ones when `visibility` is given. */
export async function listSlides(
  db: Executor,
  carouselIds: readonly number[],
  visibility?: Visibility,
): Promise<SlideRow[]> {
  if (carouselIds.length === 0) return [];
  let query = db.selectFrom('slides').selectAll().where('carousel_id', 'in', carouselIds);
  if (visibility) {
    const { now, signedIn } = visibility;
    query = query
      .where('is_active', '=', true)
      .where((eb) => eb.or([eb('active_from', 'is', null), eb('active_from', '<=', now)]))
      .where((eb) => eb.or([eb('active_until', 'is', null), eb('active_until', '>', now)]));
    if (!signedIn) query = query.where('auth_required', '=', false);
  }
  return query.orderBy('sort_order').orderBy('id').execute();
}

/** A slide, locked until the transaction ends. */
export async function findSlideForUpdate(db: Executor, id: number): Promise<SlideRow | undefined> {
  return db.selectFrom('slides').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
}

/** A carousel's slides take its language (they are shown in it). */
export async function setSlidesLanguage(db: Executor, carouselId: number, language: Locale): Promise<void> {
  await db.updateTable('slides').set({ language }).where('carousel_id', '=', carouselId).execute();
}

export async function insertSlides(db: Executor, slides: Insertable<SlidesTable>[]): Promise<SlideRow[]> {
  if (slides.length === 0) return [];
  return db.insertInto('slides').values(slides).returningAll().execute();
}

export async function updateSlide(
  db: Executor,
  id: number,
  slide: Updateable<SlidesTable>,
): Promise<SlideRow | undefined> {
  return db.updateTable('slides').set(slide).where('id', '=', id).returningAll().executeTakeFirst();
}

export async function deleteSlide(db: Executor, id: number): Promise<boolean> {
  const result = await db.deleteFrom('slides').where('id', '=', id).executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/** The promotions in the languages (all when none is given), active only when asked. */
export async function listPromotions(
  db: Executor,
  filter: { languages?: Locale[]; type?: string; activeOnly?: boolean } = {},
): Promise<PromotionRow[]> {
  let query = db.selectFrom('promotions').selectAll();
  if (filter.languages) query = query.where('language', 'in', filter.languages);
  if (filter.type !== undefined) query = query.where('type', '=', filter.type);
  if (filter.activeOnly) query = query.where('is_active', '=', true);
  return query.orderBy('sort_order').orderBy('type').orderBy('language').execute();
}

/** Writes a promotion; `overwrite` false keeps an existing one (the shipped content never replaces an edit). */
export async function upsertPromotion(
  db: Executor,
  promotion: Insertable<PromotionsTable>,
  overwrite = true,
): Promise<PromotionRow | undefined> {
  return db
    .insertInto('promotions')
    .values(promotion)
    .onConflict((oc) => {
      const target = oc.columns(['type', 'language']);
      if (!overwrite) return target.doNothing();
      const { type: _type, language: _language, ...changes } = promotion;
      return target.doUpdateSet(changes);
    })
    .returningAll()
    .executeTakeFirst();
}

export async function listArticles(
  db: Executor,
  filter: { kind?: ArticleRow['kind']; slug?: string; languages?: Locale[] } = {},
): Promise<ArticleRow[]> {
  let query = db.selectFrom('articles').selectAll();
  if (filter.kind) query = query.where('kind', '=', filter.kind);
  if (filter.slug !== undefined) query = query.where('slug', '=', filter.slug);
  if (filter.languages) query = query.where('language', 'in', filter.languages);
  return query.orderBy('kind').orderBy('slug').orderBy('language').execute();
}

/** Writes an article; `overwrite` false keeps an existing one (the shipped content never replaces an edit). */
export async function upsertArticle(
  db: Executor,
  article: Insertable<ArticlesTable>,
  overwrite = true,
): Promise<ArticleRow | undefined> {
  return db
    .insertInto('articles')
    .values(article)
    .onConflict((oc) => {
      const target = oc.columns(['kind', 'slug', 'language']);
      return overwrite
        ? target.doUpdateSet({ title: article.title, body: article.body, updated_at: article.updated_at })
        : target.doNothing();
    })
    .returningAll()
    .executeTakeFirst();
}

export async function insertImage(db: Executor, image: Insertable<ContentImagesTable>): Promise<void> {
  await db.insertInto('content_images').values(image).execute();
}

export async function findImage(
  db: Executor,
  key: string,
): Promise<Pick<Selectable<ContentImagesTable>, 'content_type' | 'bytes'> | undefined> {
  return db.selectFrom('content_images').select(['content_type', 'bytes']).where('key', '=', key).executeTakeFirst();
}
