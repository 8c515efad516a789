import { ERROR_CODES, FIELD_ERROR_CODES, LOCALES, type Locale } from '@casino/contracts';
import { describe, expect, it } from 'vitest';
import arAr from './ar-ar.json';
import arArPages from './ar-ar.pages.json';
import enUs from './en-US.json';
import enUsPages from './en-US.pages.json';
import frFr from './fr-fr.json';
import frFrPages from './fr-fr.pages.json';
import ru from './ru.json';
import ruPages from './ru.pages.json';

// Each locale is two files (lib/i18n.ts): the shell part, loaded before the first render, and
// the pages part, loaded with the pages that need it. i18next merges them into one tree.
const shell: Record<Locale, unknown> = { 'en-US': enUs, 'fr-fr': frFr, 'ar-ar': arAr, ru };
const pages: Record<Locale, unknown> = { 'en-US': enUsPages, 'fr-fr': frFrPages, 'ar-ar': arArPages, ru: ruPages };

/** "a.b.c" → value for every leaf (array items count as leaves "a.0", "a.1"...). */
function flatten(value: unknown, prefix = '', out = new Map<string, string>()): Map<string, string> {
  if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) flatten(child, prefix ? `${prefix}.${key}` : key, out);
  } else {
    out.set(prefix, String(value));
  }
  return out;
}

const flatShell = Object.fromEntries(LOCALES.map((l) => [l, flatten(shell[l])])) as Record<Locale, Map<string, string>>;
const flatPages = Object.fromEntries(LOCALES.map((l) => [l, flatten(pages[l])])) as Record<Locale, Map<string, string>>;
const flat = Object.fromEntries(LOCALES.map((l) => [l, new Map([...flatShell[l], ...flatPages[l]])])) as Record<
  Locale,
  Map<string, string>
>;
const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}|<(\w+)>/g)].map((m) => m[1] ?? m[2]).sort();

describe('locales', () => {
  it('has both parts for each of the four locales', () => {
    expect(Object.keys(shell).sort()).toEqual([...LOCALES].sort());
    expect(Object.keys(pages).sort()).toEqual([...LOCALES].sort());
  });

  it('puts every key in exactly one part, the same part in every language', () => {
    for (const locale of LOCALES) {
      const twice = [...flatShell[locale].keys()].filter((key) => flatPages[locale].has(key));
      expect(twice, locale).toEqual([]);
      // A key in the shell part for one language but the pages part for another would be missing
      // on the first page in that language.
      expect([...flatShell[locale].keys()].sort(), locale).toEqual([...flatShell['en-US'].keys()].sort());
      expect([...flatPages[locale].keys()].sort(), locale).toEqual([...flatPages['en-US'].keys()].sort());
    }
  });

  it('keeps the texts the first page shows in the shell part', () => {
    // The lobby, the header and error messages render before the pages part is fetched.
    for (const key of ['common.brand', 'nav.casino', 'auth.signIn', 'auth.signUp', 'menu.title', 'errors.default']) {
      expect(flatShell['en-US'].has(key), key).toBe(true);
    }
    expect([...flatShell['en-US'].keys()].some((key) => key.startsWith('casino.'))).toBe(true);
  });

  for (const locale of LOCALES) {
    for (const other of LOCALES) {
      if (locale === other) continue;
      it(`${locale} has every key that ${other} has`, () => {
        const missing = [...flat[other].keys()].filter((key) => !flat[locale].has(key));
        expect(missing).toEqual([]);
      });
    }

    it(`${locale} translates every ERROR_CODES and FIELD_ERROR_CODES entry`, () => {
      const missing = [
        ...ERROR_CODES.map((code) => `errors.${code}`),
        'errors.default',
        ...FIELD_ERROR_CODES.map((code) => `fieldErrors.${code}`),
      ].filter((key) => !flat[locale].get(key)?.trim());
      expect(missing).toEqual([]);
    });

    it(`${locale} has no empty texts and keeps the placeholders`, () => {
      for (const [key, text] of flat[locale]) {
        expect(text.trim(), key).not.toBe('');
        expect(placeholders(text), key).toEqual(placeholders(flat['en-US'].get(key) ?? ''));
      }
    });
  }

  it('translations are real, not English copies', () => {
    for (const locale of ['fr-fr', 'ar-ar', 'ru'] as const) {
      const same = [...flat[locale]].filter(([key, text]) => flat['en-US'].get(key) === text);
      // Brand name, "Casino", "Bonus", "Menu"... may legitimately match in French.
      expect(same.length / flat[locale].size, locale).toBeLessThan(0.06);
    }
  });
});
