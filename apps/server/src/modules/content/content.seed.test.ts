import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { HELP_ARTICLES, LEGAL_PAGES, PROMOTION_TYPES } from '@casino/contracts';
import { describe, expect, it } from 'vitest';
import { BO, useContentApp } from '../../../test/content.js';
import { createContentService } from './content.service.js';
import { loadShippedContent } from './content.shipped.js';

const WEB_PUBLIC = fileURLToPath(new URL('../../../../web/public/', import.meta.url));

const content = useContentApp();
const { get, send, slideTitles } = content;

describe('shipped content', () => {
  it('parses, and names only the spec’s articles and promotion types', async () => {
    const shipped = await loadShippedContent();
    for (const article of shipped.articles) {
      const known: readonly string[] = article.kind === 'help' ? HELP_ARTICLES : LEGAL_PAGES;
      expect(known, `${article.kind}/${article.slug}`).toContain(article.slug);
      expect(article.title.length).toBeGreaterThan(0);
    }
    for (const promotion of shipped.promotions) expect(PROMOTION_TYPES).toContain(promotion.type);
    for (const s of shipped.slides) {
      expect(s.texts['en-US'], s.key).toBeDefined();
      // Their pictures are the site's own files, each with its mirror for Arabic.
      for (const image of [s.image, s.rtlImage ?? ''])
        expect(existsSync(path.join(WEB_PUBLIC, image)), `${s.key}: ${image}`).toBe(true);
    }
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
          rtlImage: '/a-rtl.svg',
          link: '/a',
          order: 1,
          texts: { 'en-US': texts('A'), ru: texts('А'), 'ar-ar': texts('أ') },
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
    const instances = [1, 2].map(() =>
      createContentService({ db: content.t.db, now: content.t.clock.now, shippedDir: dir }),
    );
    await Promise.all(instances.map((instance) => instance.seed()));

    const seeded = await content.t.db.selectFrom('carousels').selectAll().where('route', '=', '/seeded').execute();
    // Each slide on both platforms, one carousel per route, platform and language.
    expect(seeded.map((c) => `${c.platform} ${c.language}`).sort()).toEqual([
      'desktop ar-ar',
      'desktop en-US',
      'desktop ru',
      'mobile ar-ar',
      'mobile en-US',
      'mobile ru',
    ]);
    // Arabic reads from the right: its slide shows the mirrored picture, the others the picture.
    const images = await content.t.db
      .selectFrom('slides')
      .select(['language', 'image'])
      .where('title', 'in', ['A', 'А', 'أ'])
      .where(
        'carousel_id',
        'in',
        seeded.map((c) => c.id),
      )
      .execute();
    expect(new Set(images.map((row) => `${row.language} ${row.image}`))).toEqual(
      new Set(['en-US /a.svg', 'ru /a.svg', 'ar-ar /a-rtl.svg']),
    );
    const count = async () =>
      Number(
        (
          await content.t.db
            .selectFrom('slides')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    expect(await count()).toBe(8);
    expect(await slideTitles('route=/seeded&platform=mobile&language=en-US')).toEqual(['A']);
    expect(await slideTitles('route=/seeded&platform=mobile&language=en-US', content.player)).toEqual(['A', 'B']);

    // The operator edits a slide, deletes another, rewrites a promotion and an article.
    const [first, second] = await content.t.db
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
    expect(await count()).toBe(7);
    expect(await slideTitles('route=/seeded&platform=desktop&language=en-US', content.player)).toEqual(['Edited']);
    expect((await get('/api/content/promotions/deposit/?language=en-US')).json()).toMatchObject({
      title: 'Our deposit',
    });
    expect((await get('/api/content/articles/legal/about-us/?language=en-US')).json()).toMatchObject({
      title: 'Us',
      body: 'Edited',
    });
  });
});

describe('the shipped files', () => {
  it('seed into the database beside an operator’s edits', async () => {
    await content.t.services.content.seed();
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
