import { describe, expect, it } from 'vitest';
import { expectError } from '../../../test/api.js';
import { BO, useContentApp } from '../../../test/content.js';

const content = useContentApp();
const { get, send } = content;

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
