import { LOCALES } from '@casino/contracts';
import { describe, expect, it } from 'vitest';
import { eventsStartingBetween, type FeedEvent } from '../../feed/feed.calendar.js';
import { catalogueFor } from '../../feed/feed.catalogue.js';
import { SPORT_KEYS } from '../../feed/feed.sports.js';
import { MARKETS } from '../../markets/markets.catalogue.js';
import { priceEvent } from '../../pricing/pricing.event.js';
import { clockLabel, groupName, localeOf, marketLabel, outcomeName, sportName } from './feed.labels.js';
import { GROUPS, textIn } from './feed.labels.markets.js';

const catalogue = catalogueFor('labels-test');
const from = Date.UTC(2026, 0, 5);
const sample = new Map<string, FeedEvent>();
for (const event of eventsStartingBetween(catalogue, from, from + 8 * 24 * 3_600_000)) {
  if (!sample.has(event.sport)) sample.set(event.sport, event);
}

describe('feed names', () => {
  it('names every market type of every sport, and its group, in the four languages', () => {
    for (const sport of SPORT_KEYS) {
      for (const rule of MARKETS[sport].rules) {
        const label = marketLabel(sport, rule.type);
        expect(label, `${sport} ${rule.type}`).toBeDefined();
        expect(GROUPS).toContain(label!.group);
        const names = LOCALES.map((locale) => textIn(label!.name, locale));
        for (const name of names) {
          expect(name.trim(), `${sport} ${rule.type}`).not.toBe('');
          expect(name).not.toBe(rule.type);
        }
        // The three other languages are translations, not copies of the English.
        expect(new Set(names).size, `${sport} ${rule.type}: ${names.join(' / ')}`).toBeGreaterThan(1);
        for (const locale of LOCALES) expect(groupName(sport, label!.group, locale)).not.toBe(label!.group);
      }
    }
  });

  it('names every sport in the four languages', () => {
    for (const sport of SPORT_KEYS) {
      const names = LOCALES.map((locale) => sportName(sport, locale));
      expect(names.every((name) => name.length > 0 && name !== sport)).toBe(true);
      expect(sportName(sport, 'ar-ar')).toMatch(/[\u0600-\u06ff]/);
      expect(sportName(sport, 'ru')).toMatch(/[а-яё]/i);
    }
  });

  it('names every priced outcome of every sport without showing a raw key', () => {
    for (const sport of SPORT_KEYS) {
      const event = sample.get(sport)!;
      for (const market of priceEvent(event)) {
        for (const { outcome } of market.outcomes) {
          for (const locale of LOCALES) {
            const name = outcomeName(event, market.market.type, market.market.line, outcome, locale);
            expect(name.trim()).not.toBe('');
            if (!/^\d+-\d+$/.test(outcome)) expect(name, `${sport} ${market.key} ${outcome}`).not.toBe(outcome);
          }
        }
      }
    }
  });

  it('uses the teams where a player expects them', () => {
    const football = sample.get('football')!;
    if (football.kind !== 'match') throw new Error('football is a match');
    const { home, away } = football;
    expect(outcomeName(football, '1x2', undefined, 'home', 'en-US')).toBe(home.name);
    expect(outcomeName(football, '1x2', undefined, 'draw', 'en-US')).toBe('Draw');
    expect(outcomeName(football, '1x2', undefined, 'draw', 'fr-fr')).toBe('Match nul');
    expect(outcomeName(football, 'asian-handicap', -0.25, 'home', 'en-US')).toBe(`${home.name} \u22120.25`);
    expect(outcomeName(football, 'asian-handicap', -0.25, 'away', 'en-US')).toBe(`${away.name} +0.25`);
    expect(outcomeName(football, 'asian-handicap', 0, 'away', 'en-US')).toBe(`${away.name} 0`);
    expect(outcomeName(football, 'total', 2.5, 'over', 'en-US')).toBe('Over 2.5');
    expect(outcomeName(football, 'total', 2.5, 'under', 'fr-fr')).toBe('Moins de 2,5');
    expect(outcomeName(football, 'total', 2.5, 'over', 'ru')).toBe('Больше 2,5');
    expect(outcomeName(football, 'total', 2.5, 'over', 'ar-ar')).toBe('أكثر من 2.5');
    expect(outcomeName(football, 'double-chance', undefined, 'home-draw', 'en-US')).toBe(`${home.name} or draw`);
    expect(outcomeName(football, 'double-chance', undefined, 'home-away', 'ru')).toBe(`${home.name} или ${away.name}`);
    expect(outcomeName(football, 'double-chance', undefined, 'draw-away', 'fr-fr')).toBe(`Nul ou ${away.name}`);
    expect(outcomeName(football, 'correct-score', undefined, '2-1', 'ru')).toBe('2:1');
    expect(outcomeName(football, 'correct-score', undefined, 'other', 'en-US')).toBe('Any other score');
    const golf = sample.get('golf')!;
    if (golf.kind !== 'field') throw new Error('golf is a field');
    const first = golf.field[0]!;
    expect(outcomeName(golf, 'top-5', undefined, first.id, 'ar-ar')).toBe(first.name);
  });

  it('writes the live clock in each language', () => {
    expect(clockLabel("2nd half 67'", 'fr-fr')).toBe("2e mi-temps 67'");
    expect(clockLabel('Q3', 'ru')).toBe('3-я четверть');
    expect(clockLabel('Set 2', 'ar-ar')).toBe('المجموعة 2');
    expect(clockLabel('Half-time', 'en-US')).toBe('Half-time');
    expect(clockLabel('Final', 'en-US')).toBe('Finished');
  });

  it('reads a lang parameter as one of the four locales, English otherwise', () => {
    expect(localeOf('fr')).toBe('fr-fr');
    expect(localeOf('AR-AR')).toBe('ar-ar');
    expect(localeOf('ru-RU')).toBe('ru');
    expect(localeOf('de')).toBe('en-US');
    expect(localeOf(undefined)).toBe('en-US');
  });
});
