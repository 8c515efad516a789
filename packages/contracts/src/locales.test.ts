import { describe, expect, it } from 'vitest';
import { DEFAULT_LOCALE, LOCALE_LANG, LOCALES, pickLocale, RTL_LOCALES } from './locales.js';

describe('pickLocale', () => {
  it.each([
    [['en-GB', 'fr'], 'en-US'],
    [['EN'], 'en-US'],
    [['fr-CA'], 'fr-fr'],
    [['ar-SA', 'en-US'], 'ar-ar'],
    [['ru-RU'], 'ru'],
    [['de-DE', 'ar'], 'ar-ar'],
    [['de-DE', 'es'], 'fr-fr'],
    [[], 'fr-fr'],
    [[''], 'fr-fr'],
  ])('picks from %j the locale %s', (preferred, expected) => {
    expect(pickLocale(preferred)).toBe(expected);
  });

  it('defaults to French and knows Arabic is right-to-left', () => {
    expect(DEFAULT_LOCALE).toBe('fr-fr');
    expect(RTL_LOCALES).toEqual(['ar-ar']);
    expect(LOCALES.map((l) => LOCALE_LANG[l])).toEqual(['en', 'fr', 'ar', 'ru']);
  });
});
