import { describe, expect, it } from 'vitest';
import { betHistoryLocale } from './bet-history';
import { externalStylesheetUrl } from './stylesheet';

describe('externalStylesheetUrl', () => {
  it('is https://{hostName}/{styleFile} for a plain host name and a plain .css file', () => {
    expect(externalStylesheetUrl('partner.example.com', 'bets.css')).toBe('https://partner.example.com/bets.css');
    expect(externalStylesheetUrl('CDN-1.Example.org', 'theme_v2.min.css')).toBe(
      'https://cdn-1.example.org/theme_v2.min.css',
    );
  });

  it('is null when either part is missing', () => {
    expect(externalStylesheetUrl(undefined, undefined)).toBeNull();
    expect(externalStylesheetUrl('partner.example.com', undefined)).toBeNull();
    expect(externalStylesheetUrl(undefined, 'bets.css')).toBeNull();
    expect(externalStylesheetUrl('', 'bets.css')).toBeNull();
  });

  it('ignores anything but a plain host name', () => {
    for (const host of [
      'https://partner.example.com',
      'partner.example.com:8443',
      'user@partner.example.com',
      'partner.example.com/evil',
      '[::1]',
      '-bad.example.com',
      'bad-.example.com',
      'a..example.com',
      '.example.com',
      'exa mple.com',
      'évil.example',
      `${'a'.repeat(64)}.example.com`,
      `${'abc.'.repeat(64)}com`,
    ]) {
      expect(externalStylesheetUrl(host, 'bets.css'), host).toBeNull();
    }
  });

  it('ignores anything but a plain .css file name', () => {
    for (const file of [
      'bets.js',
      'bets.css.js',
      'bets.css?x=1',
      '../bets.css',
      'dir/bets.css',
      '..\\bets.css',
      '.css',
      '.hidden.css',
      'bets css.css',
      'javascript:bets.css',
      `${'a'.repeat(120)}.css`,
    ]) {
      expect(externalStylesheetUrl('partner.example.com', file), file).toBeNull();
    }
  });
});

describe('betHistoryLocale', () => {
  it('reads a site locale in any case, or its language, else the fallback', () => {
    expect(betHistoryLocale('fr-fr', 'en-US')).toBe('fr-fr');
    expect(betHistoryLocale('AR-AR', 'en-US')).toBe('ar-ar');
    expect(betHistoryLocale('ru', 'en-US')).toBe('ru');
    expect(betHistoryLocale('en', 'fr-fr')).toBe('en-US');
    expect(betHistoryLocale('de', 'fr-fr')).toBe('fr-fr');
    expect(betHistoryLocale(undefined, 'ru')).toBe('ru');
  });
});
