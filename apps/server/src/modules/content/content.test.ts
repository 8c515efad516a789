import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { HELP_ARTICLES, LEGAL_PAGES, PROMOTION_TYPES } from '@casino/contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bearer, expectError, expectFieldError, HOUR } from '../../../test/api.js';
import { build, type TestApp } from '../../../test/build.js';
import { userWithRole } from '../../../test/payments.js';
import { detectImageType, parseArticle } from './content.rules.js';
import { createContentService } from './content.service.js';
import { loadShippedContent } from './content.shipped.js';

let t: TestApp;
let sa: Record<string, string>;
let player: Record<string, string>;
let ids: { sa: number; player: number };
beforeAll(async () => {
  t = await build({ requestsPerMinute: 100_000 });
  ids = { sa: (await userWithRole(t, 'SA')).id, player: (await userWithRole(t, 'P')).id };
});
afterAll(() => t.close());
/** Fresh tokens at the app clock: the schedule test moves it past their lifetime. */
async function signIn() {
  const sign = (userId: number, role: 'SA' | 'P') =>
    t.services.accessTokens.sign({ userId, role, sessionId: `s-${userId}` }, t.clock.now());
  sa = bearer(await sign(ids.sa, 'SA'));
  player = bearer(await sign(ids.player, 'P'));
}
beforeEach(signIn);

const BO = '/api/backoffice/content';
const get = (url: string, auth: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers: auth });
const send = (
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  payload?: unknown,
  auth?: Record<string, string>,
) =>
  t.app.inject({ method, url, headers: auth ?? sa, ...(payload === undefined ? {} : { payload: payload as object }) });

async function carousel(route: string, language = 'en-US', platform = 'desktop') {
  const response = await send('POST', `${BO}/carousels/`, { route, platform, language });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ id: number }>().id;
}
async function slide(carouselId: number, fields: Record<string, unknown> = {}) {
  const response = await send('POST', `${BO}/slides/`, {
    carouselId,
    image: '/content/banners/test.svg',
    link: '/promotions',
    title: 'A slide',
    ...fields,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ id: number }>().id;
}
const slideTitles = async (query: string, auth: Record<string, string> = {}) => {
  const response = await get(`/slide/?${query}`, auth);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ title: string }[]>().map((s) => s.title);
};

describe('shipped content', () => {
  it('parses, and names only the spec’s articles and promotion types', async () => {
    const shipped = await loadShippedContent();
    for (const article of shipped.articles) {
      const known: readonly string[] = article.kind === 'help' ? HELP_ARTICLES : LEGAL_PAGES;
      expect(known, `${article.kind}/${article.slug}`).toContain(article.slug);
      expect(article.title.length).toBeGreaterThan(0);
    }
    for (const promotion of shipped.promotions) expect(PROMOTION_TYPES).toContain(promotion.type);
    for (const s of shipped.slides) expect(s.texts['en-US'], s.key).toBeDefined();
  });

  it('seeds empty tables once, from several instances at once, and never over an operator’s edit', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'content-shipped-'));
    await mkdir(path.join(dir, 'articles', 'legal'), { recursive: true });
    const texts = (title: string) => ({ title, text: 'text', cta: 'go' });
    await writeFile(
      path.join(dir, 'slides.json'),
      JSON.stringify([
        {
          key: 'a',
          route: '/seeded',
          image: '/a.svg',
          link: '/a',
          order: 1,
          texts: { 'en-US': texts('A'), ru: texts('А') },
        },
        {
          key: 'b',
          route: '/seeded',
          image: '/b.svg',
          link: '/b',
          authRequired: true,
          order: 2,
          texts: { 'en-US': texts('B') },
        },
      ]),
    );
    await writeFile(
      path.join(dir, 'promotions.json'),
      JSON.stringify([
        {
          type: 'deposit',
          image: '/d.svg',
          order: 1,
          texts: { 'en-US': { title: 'Deposit', summary: 's', body: '**b**' } },
        },
      ]),
    );
    await writeFile(path.join(dir, 'articles', 'legal', 'about-us.en-US.md'), '# About us\n\nWho we are.\n');
    const instances = [1, 2].map(() => createContentService({ db: t.db, now: t.clock.now, shippedDir: dir }));
    await Promise.all(instances.map((instance) => instance.seed()));

    const seeded = await t.db.selectFrom('carousels').selectAll().where('route', '=', '/seeded').execute();
    // Each slide on both platforms, one carousel per route, platform and language.
    expect(seeded.map((c) => `${c.platform} ${c.language}`).sort()).toEqual([
      'desktop en-US',
      'desktop ru',
      'mobile en-US',
      'mobile ru',
    ]);
    const count = async () =>
      Number(
        (
          await t.db
            .selectFrom('slides')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    expect(await count()).toBe(6);
    expect(await slideTitles('route=/seeded&platform=mobile&language=en-US')).toEqual(['A']);
    expect(await slideTitles('route=/seeded&platform=mobile&language=en-US', player)).toEqual(['A', 'B']);

    // The operator edits a slide, deletes another, rewrites a promotion and an article.
    const [first, second] = await t.db
      .selectFrom('slides')
      .select('id')
      .where('carousel_id', '=', seeded.find((c) => c.platform === 'desktop' && c.language === 'en-US')!.id)
      .orderBy('sort_order')
      .execute();
    expect((await send('PATCH', `${BO}/slides/${first!.id}/`, { title: 'Edited' })).statusCode).toBe(200);
    expect((await send('DELETE', `${BO}/slides/${second!.id}/`)).statusCode).toBe(204);
    const promotion = { title: 'Our deposit', summary: '', body: 'new', image: '/d.svg', order: 1, isActive: true };
    expect((await send('PUT', `${BO}/promotions/deposit/en-US/`, promotion)).statusCode).toBe(200);
    expect(
      (await send('PUT', `${BO}/articles/legal/about-us/en-US/`, { title: 'Us', body: 'Edited' })).statusCode,
    ).toBe(200);

    await instances[0]!.seed();
    expect(await count()).toBe(5);
    expect(await slideTitles('route=/seeded&platform=desktop&language=en-US', player)).toEqual(['Edited']);
    expect((await get('/api/content/promotions/deposit/?language=en-US')).json()).toMatchObject({
      title: 'Our deposit',
    });
    expect((await get('/api/content/articles/legal/about-us/?language=en-US')).json()).toMatchObject({
      title: 'Us',
      body: 'Edited',
    });
  });
});

describe('slides and carousels', () => {
  it('show guests the public slides only and a signed-in player the authRequired ones too, with the cache the answer allows', async () => {
    const id = await carousel('/auth');
    await slide(id, { title: 'Public', order: 2 });
    await slide(id, { title: 'Members', order: 1, authRequired: true });

    const guest = await get('/slide/?route=/auth&platform=desktop&language=en-US');
    expect(guest.json<{ title: string }[]>().map((s) => s.title)).toEqual(['Public']);
    expect(guest.headers['cache-control']).toBe('public, max-age=3600');
    const signedIn = await get('/slide/?route=/auth&platform=desktop&language=en-US', player);
    expect(signedIn.json<{ title: string }[]>().map((s) => s.title)).toEqual(['Members', 'Public']);
    expect(signedIn.headers['cache-control']).toBe('private, max-age=3600');
    expect(signedIn.json()[0]).toMatchObject({
      type: 'image',
      authRequired: true,
      isActive: true,
      carouselId: id,
      order: 1,
    });

    // Neither in the carousels of a guest.
    const carousels = (await get('/carousel/?platform=desktop')).json<
      { route: string; slides: { title: string }[] }[]
    >();
    expect(carousels.find((c) => c.route === '/auth')!.slides.map((s) => s.title)).toEqual(['Public']);
    // A bad token is refused rather than read as a guest (the client refreshes).
    expect((await get('/slide/?route=/auth', { authorization: 'Bearer nope' })).statusCode).toBe(401);
  });

  it('respect isActive and the schedule by the app clock', async () => {
    const id = await carousel('/schedule');
    const now = t.clock.now().getTime();
    await slide(id, { title: 'Always', order: 1 });
    const off = await slide(id, { title: 'Off', order: 2, isActive: false });
    await slide(id, { title: 'Soon', order: 3, activeFrom: new Date(now + HOUR).toISOString() });
    await slide(id, { title: 'Over', order: 4, activeUntil: new Date(now - 1000).toISOString() });
    await slide(id, {
      title: 'Today',
      order: 5,
      activeFrom: new Date(now - HOUR).toISOString(),
      activeUntil: new Date(now + 2 * HOUR).toISOString(),
    });
    const query = 'route=/schedule&platform=desktop&language=en-US';
    expect(await slideTitles(query)).toEqual(['Always', 'Today']);

    t.clock.advance(HOUR + 1000);
    expect(await slideTitles(query)).toEqual(['Always', 'Soon', 'Today']);
    t.clock.advance(HOUR);
    expect(await slideTitles(query)).toEqual(['Always', 'Soon']);
    await signIn();

    // Enabled and moved to the front by the operator.
    expect((await send('PATCH', `${BO}/slides/${off}/`, { isActive: true, order: 0 })).statusCode).toBe(200);
    expect(await slideTitles(query)).toEqual(['Off', 'Always', 'Soon']);
    // A schedule that ends before it starts is refused.
    expectFieldError(
      await send('PATCH', `${BO}/slides/${off}/`, {
        activeFrom: new Date(now).toISOString(),
        activeUntil: new Date(now - 1).toISOString(),
      }),
      'activeUntil',
      'invalid_date',
    );
    expectFieldError(await send('PATCH', `${BO}/slides/${off}/`, { link: 'javascript:alert(1)' }), 'link', 'invalid');
  });

  it('fall back to en-US when the language has no slides, and group carousels by route, platform, language', async () => {
    const en = await carousel('/lang');
    await slide(en, { title: 'English' });
    expect(await slideTitles('route=/lang&platform=desktop&language=fr-fr')).toEqual(['English']);
    const fr = await carousel('/lang', 'fr-fr');
    // An empty French carousel still falls back.
    expect(await slideTitles('route=/lang&platform=desktop&language=fr-fr')).toEqual(['English']);
    await slide(fr, { title: 'Français' });
    expect(await slideTitles('route=/lang&platform=desktop&language=fr-fr')).toEqual(['Français']);
    expect(await slideTitles('route=/lang&platform=desktop&language=ar-ar')).toEqual(['English']);
    expect(await slideTitles('route=/lang&platform=mobile&language=en-US')).toEqual([]);
    const mobile = await carousel('/lang', 'en-US', 'mobile');
    await slide(mobile, { title: 'Small' });

    type Listed = { route: string; platform: string; language: string; slides: { title: string; language: string }[] };
    const all = (await get('/carousel/')).json<Listed[]>();
    const keys = all.map((c) => [c.route, c.platform, c.language].join(' '));
    expect(keys).toEqual([...keys].sort());
    expect(keys.filter((k) => k.startsWith('/lang '))).toEqual([
      '/lang desktop en-US',
      '/lang desktop fr-fr',
      '/lang mobile en-US',
    ]);
    const french = (await get('/carousel/?language=fr-fr')).json<Listed[]>().filter((c) => c.route === '/lang');
    expect(french.map((c) => `${c.platform} ${c.language} ${c.slides[0]?.title}`)).toEqual([
      'desktop fr-fr Français',
      'mobile en-US Small',
    ]);
    expect(
      (await get('/carousel/?platform=mobile&language=ru')).json<Listed[]>().every((c) => c.platform === 'mobile'),
    ).toBe(true);
    expectFieldError(
      await send('POST', `${BO}/carousels/`, { route: '/lang', platform: 'desktop', language: 'en-US' }),
      'route',
      'already_exists',
    );
    expect((await get('/slide/?route=/lang&language=xx')).statusCode).toBe(400);
  });
});

describe('promotions and articles', () => {
  it('answer in the language, else en-US, and 404 what does not exist', async () => {
    const write = (type: string, language: string, fields: Record<string, unknown>) =>
      send('PUT', `${BO}/promotions/${type}/${language}/`, { image: '/x.svg', summary: '', body: '', ...fields });
    expect((await write('wheel', 'en-US', { title: 'Wheel', order: 3 })).statusCode).toBe(200);
    expect((await write('wheel', 'ar-ar', { title: 'عجلة', order: 3 })).statusCode).toBe(200);
    expect((await write('cashback', 'en-US', { title: 'Cashback', order: 2 })).statusCode).toBe(200);
    expect((await write('jackpots', 'en-US', { title: 'Hidden', isActive: false })).statusCode).toBe(200);
    expectError(await write('nonsense', 'en-US', { title: 'X' }), 404, 'not_found');

    const titles = async (language: string) =>
      (await get(`/api/content/promotions/?language=${language}`))
        .json<{ type: string; title: string }[]>()
        .map((p) => p.title);
    expect(await titles('ar-ar')).toEqual(expect.arrayContaining(['Cashback', 'عجلة']));
    expect(await titles('ar-ar')).not.toContain('Wheel');
    expect(await titles('en-US')).not.toContain('Hidden');
    const listed = await titles('ru');
    expect(listed.indexOf('Cashback')).toBeLessThan(listed.indexOf('Wheel'));
    expect((await get('/api/content/promotions/wheel/?language=ru')).json()).toMatchObject({
      type: 'wheel',
      title: 'Wheel',
    });
    expectError(await get('/api/content/promotions/nonsense/'), 404, 'not_found');
    expectError(await get('/api/content/promotions/jackpots/'), 404, 'not_found');

    const article = (kind: string, slug: string, language: string, title: string) =>
      send('PUT', `${BO}/articles/${kind}/${slug}/${language}/`, { title, body: `# ${title}\n\ntext` });
    expect((await article('help', 'depoziti-i-vyplati', 'en-US', 'Payments')).statusCode).toBe(200);
    expect((await article('help', 'depoziti-i-vyplati', 'ru', 'Депозиты')).statusCode).toBe(200);
    expect((await article('legal', 'privacyPolicy', 'fr-fr', 'Confidentialité')).statusCode).toBe(200);
    expectError(await article('legal', 'made-up', 'en-US', 'X'), 404, 'not_found');

    const help = (await get('/api/content/articles/help/?language=ru')).json<{ slug: string; title: string }[]>();
    expect(help.find((a) => a.slug === 'depoziti-i-vyplati')).toMatchObject({ title: 'Депозиты' });
    expect(help[0]).not.toHaveProperty('body');
    expect((await get('/api/content/articles/help/depoziti-i-vyplati/?language=fr-fr')).json()).toMatchObject({
      slug: 'depoziti-i-vyplati',
      title: 'Payments',
      body: '# Payments\n\ntext',
    });
    expect((await get('/api/content/articles/legal/privacyPolicy/?language=fr-fr')).json()).toMatchObject({
      title: 'Confidentialité',
    });
    expectError(await get('/api/content/articles/legal/privacyPolicy/?language=en-US'), 404, 'not_found');
    expectError(await get('/api/content/articles/legal/nothing/'), 404, 'not_found');
    expectError(await get('/api/content/articles/blog/'), 404, 'not_found');
  });
});

describe('operator routes', () => {
  it('need an operator (SA or O): a player gets permission_denied, a guest not_authenticated', async () => {
    expectError(await get(`${BO}/carousels/`, player), 403, 'permission_denied');
    expectError(await get(`${BO}/carousels/`), 401, 'not_authenticated');
    expectError(
      await send('POST', `${BO}/carousels/`, { route: '/p', platform: 'desktop', language: 'en-US' }, player),
      403,
      'permission_denied',
    );
    expect((await get(`${BO}/carousels/`, sa)).statusCode).toBe(200);
    const owner = (await userWithRole(t, 'O')).auth;
    expect((await get(`${BO}/promotions/`, owner)).statusCode).toBe(200);
    expect((await get(`${BO}/articles/`, owner)).statusCode).toBe(200);
    expectError(await get(`${BO}/articles/`, (await userWithRole(t, 'SO')).auth), 403, 'permission_denied');
  });

  it('delete carousels with their slides', async () => {
    const id = await carousel('/gone');
    const s = await slide(id);
    expect((await send('DELETE', `${BO}/carousels/${id}/`)).statusCode).toBe(204);
    expectError(await send('PATCH', `${BO}/slides/${s}/`, { order: 1 }), 404, 'not_found');
    expectError(await send('DELETE', `${BO}/carousels/${id}/`), 404, 'not_found');
  });
});

describe('images', () => {
  const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 1, 2, 3]);
  const EXE = Buffer.from([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00, 0, 0, 0, 0]);
  const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');

  function upload(file: { name: string; content: Buffer; type?: string } | null, auth?: Record<string, string>) {
    const boundary = '----content-test';
    const payload = Buffer.concat(
      file
        ? [
            Buffer.from(
              `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type ?? 'image/png'}\r\n\r\n`,
            ),
            file.content,
            Buffer.from(`\r\n--${boundary}--\r\n`),
          ]
        : [Buffer.from(`--${boundary}--\r\n`)],
    );
    return t.app.inject({
      method: 'POST',
      url: `${BO}/images/`,
      headers: { ...(auth ?? sa), 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload,
    });
  }

  it('keep PNG, JPEG or WebP told by content, refuse a renamed executable or an SVG, and serve them back', async () => {
    expectFieldError(await upload({ name: 'banner.png', content: EXE }), 'file', 'invalid_type');
    expectFieldError(await upload({ name: 'banner.svg', content: SVG, type: 'image/svg+xml' }), 'file', 'invalid_type');
    expectFieldError(await upload(null), 'file', 'file_required');
    const big = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]);
    expectFieldError(await upload({ name: 'big.png', content: big }), 'file', 'invalid_size');
    expectError(await upload({ name: 'banner.png', content: PNG }, player), 403, 'permission_denied');

    const sent = await upload({ name: 'banner.jpg', content: PNG, type: 'image/jpeg' });
    expect(sent.statusCode, sent.body).toBe(201);
    const { url } = sent.json<{ url: string }>();
    expect(url).toMatch(/^\/content\/images\/[0-9a-f-]{36}\.png$/);

    const served = await get(url);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['cache-control']).toContain('max-age=31536000');
    expect(served.rawPayload.equals(PNG)).toBe(true);
    expectError(await get('/content/images/00000000-0000-0000-0000-000000000000.png'), 404, 'not_found');
    expectError(await get('/content/images/..%2F..%2Fetc%2Fpasswd'), 404, 'not_found');
  });

  it('tell the types by their first bytes', () => {
    expect(detectImageType(Buffer.from([0xff, 0xd8, 0xff, 0xe0]))).toBe('image/jpeg');
    expect(detectImageType(Buffer.from('RIFF\x10\x00\x00\x00WEBPVP8 ', 'latin1'))).toBe('image/webp');
    expect(detectImageType(Buffer.from('RIFF\x10\x00\x00\x00WAVEfmt ', 'latin1'))).toBeNull();
    expect(detectImageType(Buffer.from('GIF89a'))).toBeNull();
  });
});

describe('article files', () => {
  it('take the title from the first line and the rest as the body', () => {
    expect(parseArticle('# Terms of use\n\nFirst.\n\nSecond.\n')).toEqual({
      title: 'Terms of use',
      body: 'First.\n\nSecond.',
    });
    expect(() => parseArticle('No heading\n')).toThrow();
  });
});

describe('the shipped files', () => {
  it('seed into the database beside an operator’s edits', async () => {
    await t.services.content.seed();
    const help = (await get('/api/content/articles/help/?language=ar-ar')).json<{ slug: string }[]>();
    expect(help.map((a) => a.slug).sort()).toEqual([...HELP_ARTICLES].sort());
    const legal = (await get('/api/content/articles/legal/?language=fr-fr')).json<{ slug: string }[]>();
    expect(legal.length).toBeGreaterThan(0);
    // The deposit promotion edited above keeps its operator's title.
    expect((await get('/api/content/promotions/deposit/?language=en-US')).json()).toMatchObject({
      title: 'Our deposit',
    });
  });
});
