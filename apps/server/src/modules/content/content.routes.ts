import multipart from '@fastify/multipart';
import {
  ARTICLE_KINDS,
  Article,
  ArticleInput,
  ArticleList,
  CarouselInput,
  CarouselList,
  CarouselQuery,
  CONTENT_IMAGE_MAX_BYTES,
  ContentArticle,
  ContentArticleList,
  ContentCarousel,
  ContentCarouselList,
  ContentImageUploaded,
  ContentLanguageQuery,
  ContentPromotion,
  ContentPromotionList,
  ContentSlide,
  LOCALES,
  Promotion,
  PromotionInput,
  PromotionList,
  SlideInput,
  SlideList,
  SlidePatch,
  SlideQuery,
} from '@casino/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { fileBytes, uploadedFile } from '../../lib/uploads.js';
import { principalOf } from '../../plugins/auth.js';
import { IMAGE_TOO_LARGE } from './content.rules.js';
import type { ContentService } from './content.service.js';
import { STAFF } from '../../lib/staff-roles.js';

/** SPEC §9: the slider is cached for an hour. */
const SLIDER_MAX_AGE = 3600;
/** Promotions and articles change rarely; five minutes keeps an operator's fix from waiting long. */
const PAGE_MAX_AGE = 300;
/** An uploaded picture's key is new for every upload: its bytes never change. */
const IMAGE_CACHE = 'public, max-age=31536000, immutable';

const idParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
const segment = z.string().min(1).max(80);

/** A guest's answer may be shared by caches; a signed-in player's (authRequired slides) may not. */
function cacheFor(request: FastifyRequest, reply: FastifyReply, maxAge: number) {
  const scope = request.principal ? 'private' : 'public';
  reply.header('cache-control', `${scope}, max-age=${maxAge}`).header('vary', 'Authorization');
}

/** SPEC §7 Content: slides and carousels, promotions, help and legal articles, pictures; the operator's editing. */
export const contentRoutes: FastifyPluginAsyncZod<{ content: ContentService }> = async (app, { content }) => {
  // One picture of at most 5 MB: anything larger is cut off and refused, never kept whole in memory.
  await app.register(multipart, { limits: { fileSize: CONTENT_IMAGE_MAX_BYTES, files: 1, fields: 2, parts: 3 } });
  const schema = { tags: ['content'] };
  // A guest sees the public slides; a signed-in player (a bearer token) also the authRequired ones.
  const guestOrPlayer = async (request: FastifyRequest) => {
    if (request.headers.authorization) await app.requirePlayer(request);
  };

  app.get(
    '/slide/',
    {
      onRequest: guestOrPlayer,
      schema: { ...schema, security: [{ bearer: [] }], querystring: SlideQuery, response: { 200: SlideList } },
    },
    async (request, reply) => {
      cacheFor(request, reply, SLIDER_MAX_AGE);
      return content.slides(request.query, request.principal !== null);
    },
  );
  app.get(
    '/carousel/',
    {
      onRequest: guestOrPlayer,
      schema: { ...schema, security: [{ bearer: [] }], querystring: CarouselQuery, response: { 200: CarouselList } },
    },
    async (request, reply) => {
      cacheFor(request, reply, SLIDER_MAX_AGE);
      return content.carousels(request.query, request.principal !== null);
    },
  );

  app.get(
    '/api/content/promotions/',
    { schema: { ...schema, querystring: ContentLanguageQuery, response: { 200: PromotionList } } },
    async (request, reply) => {
      cacheFor(request, reply, PAGE_MAX_AGE);
      return content.promotions(request.query.language);
    },
  );
  app.get(
    '/api/content/promotions/:type/',
    {
      schema: {
        ...schema,
        params: z.object({ type: segment }),
        querystring: ContentLanguageQuery,
        response: { 200: Promotion },
      },
    },
    async (request, reply) => {
      const promotion = await content.promotion(request.params.type, request.query.language);
      cacheFor(request, reply, PAGE_MAX_AGE);
      return promotion;
    },
  );
  app.get(
    '/api/content/articles/:kind/',
    {
      schema: {
        ...schema,
        params: z.object({ kind: segment }),
        querystring: ContentLanguageQuery,
        response: { 200: ArticleList },
      },
    },
    async (request, reply) => {
      const articles = await content.articles(request.params.kind, request.query.language);
      cacheFor(request, reply, PAGE_MAX_AGE);
      return articles;
    },
  );
  app.get(
    '/api/content/articles/:kind/:slug/',
    {
      schema: {
        ...schema,
        params: z.object({ kind: segment, slug: segment }),
        querystring: ContentLanguageQuery,
        response: { 200: Article },
      },
    },
    async (request, reply) => {
      const article = await content.article(request.params.kind, request.params.slug, request.query.language);
      cacheFor(request, reply, PAGE_MAX_AGE);
      return article;
    },
  );

  app.get(
    '/content/images/:key',
    { schema: { ...schema, params: z.object({ key: z.string().max(60) }) } },
    async (request, reply) => {
      const image = await content.image(request.params.key);
      return reply
        .type(image.contentType)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', IMAGE_CACHE)
        .header('content-security-policy', "default-src 'none'")
        .send(image.bytes);
    },
  );

  const operator = { onRequest: app.requireRole(...STAFF.admins) };
  const staff = { ...schema, security: [{ bearer: [] }] };
  const base = '/api/backoffice/content';

  app.get(`${base}/carousels/`, { ...operator, schema: { ...staff, response: { 200: ContentCarouselList } } }, () =>
    content.operator.carousels(),
  );
  app.post(
    `${base}/carousels/`,
    { ...operator, schema: { ...staff, body: CarouselInput, response: { 201: ContentCarousel } } },
    async (request, reply) => reply.status(201).send(await content.operator.createCarousel(request.body)),
  );
  app.put(
    `${base}/carousels/:id/`,
    { ...operator, schema: { ...staff, params: idParams, body: CarouselInput, response: { 200: ContentCarousel } } },
    (request) => content.operator.updateCarousel(request.params.id, request.body),
  );
  app.delete(
    `${base}/carousels/:id/`,
    { ...operator, schema: { ...staff, params: idParams } },
    async (request, reply) => {
      await content.operator.deleteCarousel(request.params.id);
      return reply.status(204).send();
    },
  );

  app.post(
    `${base}/slides/`,
    { ...operator, schema: { ...staff, body: SlideInput, response: { 201: ContentSlide } } },
    async (request, reply) => reply.status(201).send(await content.operator.createSlide(request.body)),
  );
  app.patch(
    `${base}/slides/:id/`,
    { ...operator, schema: { ...staff, params: idParams, body: SlidePatch, response: { 200: ContentSlide } } },
    (request) => content.operator.updateSlide(request.params.id, request.body),
  );
  app.delete(`${base}/slides/:id/`, { ...operator, schema: { ...staff, params: idParams } }, async (request, reply) => {
    await content.operator.deleteSlide(request.params.id);
    return reply.status(204).send();
  });

  app.get(`${base}/promotions/`, { ...operator, schema: { ...staff, response: { 200: ContentPromotionList } } }, () =>
    content.operator.promotions(),
  );
  app.put(
    `${base}/promotions/:type/:language/`,
    {
      ...operator,
      schema: {
        ...staff,
        params: z.object({ type: segment, language: z.enum(LOCALES) }),
        body: PromotionInput,
        response: { 200: ContentPromotion },
      },
    },
    (request) => content.operator.upsertPromotion(request.params.type, request.params.language, request.body),
  );

  app.get(`${base}/articles/`, { ...operator, schema: { ...staff, response: { 200: ContentArticleList } } }, () =>
    content.operator.articles(),
  );
  app.put(
    `${base}/articles/:kind/:slug/:language/`,
    {
      ...operator,
      schema: {
        ...staff,
        params: z.object({ kind: z.enum(ARTICLE_KINDS), slug: segment, language: z.enum(LOCALES) }),
        body: ArticleInput,
        response: { 200: ContentArticle },
      },
    },
    (request) =>
      content.operator.upsertArticle(request.params.kind, request.params.slug, request.params.language, request.body),
  );

  app.post(
    `${base}/images/`,
    {
      ...operator,
      schema: { ...staff, consumes: ['multipart/form-data'], response: { 201: ContentImageUploaded } },
    },
    async (request, reply) => {
      const bytes = await fileBytes(await uploadedFile(request), IMAGE_TOO_LARGE);
      const uploaded = await content.operator.uploadImage(bytes, principalOf(request).userId);
      return reply.status(201).send(uploaded);
    },
  );
};
