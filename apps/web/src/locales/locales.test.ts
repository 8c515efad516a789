import { ERROR_CODES, FIELD_ERROR_CODES, LOCALES, type Locale } from '@casino/contracts';
import { describe, expect, it } from 'vitest';
import arAr from './ar-ar.json';
import enUs from './en-US.json';
import frFr from './fr-fr.json';
import ru from './ru.json';

const messages: Record<Locale, unknown> = { 'en-US': enUs, 'fr-fr': frFr, 'ar-ar': arAr, ru };

/** "a.b.c" → value for every leaf (array items count as leaves "a.0", "a.1"...). */
function flatten(value: unknown, prefix = '', out = new Map<string, string>()): Map<string, string> {
  if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) flatten(child, prefix ? `${prefix}.${key}` : key, out);
  } else {
    out.set(prefix, String(value));
  }
  return out;
}

const flat = Object.fromEntries(LOCALES.map((l) => [l, flatten(messages[l])])) as Record<Locale, Map<string, string>>;
const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}|<(\w+)>/g)].map((m) => m[1] ?? m[2]).sort();

describe('locales', () => {
  it('has a file for each of the four locales', () => {
    expect(Object.keys(messages).sort()).toEqual([...LOCALES].sort());
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
