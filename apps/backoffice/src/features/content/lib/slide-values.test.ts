import type { ContentSlide } from '@casino/contracts';
import { describe, expect, it } from 'vitest';
import { fromFieldValue, slideState, toFieldValue } from './schedule';
import { slideInput, slidePatch, slideValues } from './slide-values';

const slide: ContentSlide = {
  id: 5,
  type: 'image',
  image: '/content/images/a.png',
  title: 'Welcome',
  text: 'Doubled',
  cta: 'Claim',
  link: '/promotions',
  language: 'ar-ar',
  isActive: true,
  carouselId: 2,
  authRequired: false,
  order: 3,
  activeFrom: '2026-01-01T09:00:00.000Z',
  activeUntil: null,
};

describe('what a slide form sends', () => {
  it('creates a slide with trimmed texts, its schedule as ISO moments, in last place', () => {
    const values = {
      ...slideValues(),
      image: ' /content/images/b.webp ',
      title: '  Spring  ',
      link: 'https://example.com/x',
      authRequired: true,
      activeFrom: toFieldValue('2026-03-01T10:30:00.000Z'),
    };
    expect(slideInput(2, values, 4)).toEqual({
      carouselId: 2,
      image: '/content/images/b.webp',
      title: 'Spring',
      text: '',
      cta: '',
      link: 'https://example.com/x',
      isActive: true,
      authRequired: true,
      order: 4,
      activeFrom: '2026-03-01T10:30:00.000Z',
      activeUntil: null,
    });
  });

  it('patches only what changed', () => {
    expect(slidePatch(slide, slideValues(slide))).toEqual({});
    expect(slidePatch(slide, { ...slideValues(slide), title: 'Hello', authRequired: true })).toEqual({
      title: 'Hello',
      authRequired: true,
    });
  });

  it('clears a schedule with null and sets one as an ISO moment', () => {
    const until = toFieldValue('2026-02-01T18:00:00.000Z');
    expect(slidePatch(slide, { ...slideValues(slide), activeFrom: '', activeUntil: until })).toEqual({
      activeFrom: null,
      activeUntil: '2026-02-01T18:00:00.000Z',
    });
  });

  it('reads the field values back to the minute, empty as none', () => {
    expect(fromFieldValue(toFieldValue('2026-05-06T07:08:00.000Z'))).toBe('2026-05-06T07:08:00.000Z');
    expect(toFieldValue(null)).toBe('');
    expect(fromFieldValue('')).toBeNull();
  });

  it('tells whether the site shows the slide now', () => {
    const now = new Date('2026-01-15T00:00:00Z');
    expect(slideState(slide, now)).toBe('live');
    expect(slideState({ ...slide, isActive: false }, now)).toBe('off');
    expect(slideState({ ...slide, activeFrom: '2026-02-01T00:00:00Z' }, now)).toBe('scheduled');
    expect(slideState({ ...slide, activeUntil: '2026-01-10T00:00:00Z' }, now)).toBe('ended');
  });
});
