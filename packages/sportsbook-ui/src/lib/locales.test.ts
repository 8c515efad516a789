import { describe, expect, it } from 'vitest';
import ar from './locales/ar-ar';
import en from './locales/en-US';
import fr from './locales/fr-fr';
import ru from './locales/ru';
import { ERROR_CODES, SYSTEM_NAMES } from './contracts';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('the four dictionaries', () => {
  const others = { 'fr-fr': fr, 'ar-ar': ar, ru } as Record<string, Record<string, string>>;

  it.each(Object.keys(others))('%s has exactly the English keys', (locale) => {
    expect(Object.keys(others[locale]!).sort()).toEqual(Object.keys(en).sort());
  });

  it.each(Object.keys(others))('%s fills every text, with the same placeholders as English', (locale) => {
    for (const [key, text] of Object.entries(en)) {
      const translated = others[locale]![key]!;
      expect(translated.trim(), `${locale} ${key}`).not.toBe('');
      expect(placeholders(translated), `${locale} ${key}`).toEqual(placeholders(text));
    }
  });

  it('has a text for every error code of the contract, every named system and every bet status', () => {
    const keys = Object.keys(en);
    for (const code of ERROR_CODES) expect(keys).toContain(`error.${code}`);
    for (const name of SYSTEM_NAMES) expect(keys).toContain(`system.${name}`);
    for (const status of ['Wait', 'Loser', 'Voided', 'Winner', 'Done', 'Cancelled', 'Sold'])
      expect(keys).toContain(`bets.status.${status}`);
  });

  it('labels the statuses as the spec does', () => {
    expect(en['bets.status.Wait']).toBe('Pending');
    expect(fr['bets.status.Wait']).toBe('En attente');
    expect(en['bets.status.Sold']).toBe('Sold');
    expect(en['bets.status.Cancelled']).toBe('Ticket canceled');
  });
});
