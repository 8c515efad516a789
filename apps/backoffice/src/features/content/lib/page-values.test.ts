import { describe, expect, it } from 'vitest';
import { placeFrom, placeQuery } from './carousel-groups';
import { articleInput, promotionInput, promotionValues } from './page-values';

const english = { title: 'Deposit', summary: 'Doubled', body: '## Rules', image: '/a.png', order: 2, isActive: true };

describe('what the promotion and article forms send', () => {
  it('starts a language not written yet blank, keeping only the English picture and place', () => {
    expect(promotionValues(undefined, english)).toEqual({
      title: '',
      summary: '',
      body: '',
      image: '/a.png',
      order: '2',
      isActive: true,
    });
    expect(promotionValues({ ...english, title: 'Dépôt', isActive: false }, english)).toMatchObject({
      title: 'Dépôt',
      isActive: false,
    });
  });

  it('sends trimmed texts and a whole, non-negative order', () => {
    expect(
      promotionInput({
        title: ' Dépôt ',
        summary: ' x ',
        body: '\n# A\n\nb\n',
        image: ' /a.png ',
        order: '7',
        isActive: false,
      }),
    ).toEqual({ title: 'Dépôt', summary: 'x', body: '# A\n\nb', image: '/a.png', order: 7, isActive: false });
    expect(promotionInput({ ...promotionValues(undefined, english), title: 'T', order: '-3' }).order).toBe(0);
    expect(articleInput({ title: ' Terms ', body: ' Text ' })).toEqual({ title: 'Terms', body: 'Text' });
  });
});

describe("the slides' place", () => {
  const carousels = [
    { route: '/slots/casino', platform: 'desktop', language: 'en-US' },
    { route: '/live', platform: 'mobile', language: 'ru' },
  ] as const;

  it('completes what the address asks from the carousels there are', () => {
    expect(placeFrom({}, carousels, 'fr-fr')).toEqual({ route: '/live', platform: 'desktop', language: 'fr-fr' });
    expect(placeFrom({ route: '/slots/casino', platform: 'mobile', language: 'ar-ar' }, carousels, 'ru')).toEqual({
      route: '/slots/casino',
      platform: 'mobile',
      language: 'ar-ar',
    });
    expect(placeFrom({ route: 'javascript:x', platform: 'tv', language: 'xx' }, carousels, 'ru')).toEqual({
      route: '/live',
      platform: 'desktop',
      language: 'ru',
    });
  });

  it('is kept in the address', () => {
    expect(placeQuery({ route: '/slots/casino', platform: 'mobile', language: 'ar-ar' })).toBe(
      'route=%2Fslots%2Fcasino&platform=mobile&language=ar-ar',
    );
  });
});
