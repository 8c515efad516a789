import { describe, expect, it } from 'vitest';
import { expectFieldError, HOUR } from '../../../test/api.js';
import { BO, useContentApp } from '../../../test/content.js';

const content = useContentApp();
const { get, send, carousel, slide, slideTitles } = content;

describe('slides and carousels', () => {
  it('show guests the public slides only and a signed-in content.player the authRequired ones too, with the cache the answer allows', async () => {
    const id = await carousel('/auth');
    await slide(id, { title: 'Public', order: 2 });
    await slide(id, { title: 'Members', order: 1, authRequired: true });

    const guest = await get('/slide/?route=/auth&platform=desktop&language=en-US');
    expect(guest.json<{ title: string }[]>().map((s) => s.title)).toEqual(['Public']);
    expect(guest.headers['cache-control']).toBe('public, max-age=3600');
    const signedIn = await get('/slide/?route=/auth&platform=desktop&language=en-US', content.player);
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
    const now = content.t.clock.now().getTime();
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

    content.t.clock.advance(HOUR + 1000);
    expect(await slideTitles(query)).toEqual(['Always', 'Soon', 'Today']);
    content.t.clock.advance(HOUR);
    expect(await slideTitles(query)).toEqual(['Always', 'Soon']);
    await content.signIn();

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
