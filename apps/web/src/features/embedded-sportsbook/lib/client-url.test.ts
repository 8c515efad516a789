import { describe, expect, it } from 'vitest';
import { altRoute } from './alt-route';
import { clientOrigin, clientUrl, withHash } from './client-url';

describe('clientUrl', () => {
  it("writes the client's address with the token, language, layout and page", () => {
    expect(
      clientUrl({ base: 'https://sb.example', token: 'tok-1', lang: 'fr-fr', layout: 'european', page: 'home' }),
    ).toBe('https://sb.example/client/?token=tok-1&lang=fr-fr&layout=european&page=home');
  });

  it("passes the player's odds format, unless it is the client's own decimal", () => {
    const base = { base: 'https://sb.example', lang: 'en-US', page: 'home' } as const;
    expect(clientUrl({ ...base, odds: 'fractional' })).toBe(
      'https://sb.example/client/?lang=en-US&odds=fractional&page=home',
    );
    expect(clientUrl({ ...base, odds: 'decimal' })).toBe('https://sb.example/client/?lang=en-US&page=home');
  });

  it('passes the stylesheet the client is given (a skin), escaped', () => {
    expect(
      clientUrl({
        base: 'https://sb.example',
        lang: 'en-US',
        page: 'home',
        css: 'https://casino.example/skins/dgt.css',
      }),
    ).toBe('https://sb.example/client/?lang=en-US&page=home&css=https%3A%2F%2Fcasino.example%2Fskins%2Fdgt.css');
  });

  it('leaves the token out for a guest, and drops trailing slashes of the base', () => {
    expect(
      clientUrl({ base: 'http://localhost:8082//', token: null, lang: 'ar-ar', layout: 'mobile', page: 'live' }),
    ).toBe('http://localhost:8082/client/?lang=ar-ar&layout=mobile&page=live');
  });

  it('writes the event only on the event page, the sport, the tickets filter and the fragment', () => {
    expect(
      clientUrl({ base: 'https://sb.example', lang: 'ru', layout: 'asian', page: 'event', event: '42', sport: '1' }),
    ).toBe('https://sb.example/client/?lang=ru&layout=asian&page=event&event=42&sport=1');
    expect(clientUrl({ base: 'https://sb.example', lang: 'ru', page: 'live', event: '42', sport: 'e_sport' })).toBe(
      'https://sb.example/client/?lang=ru&page=live&sport=e_sport',
    );
    expect(
      clientUrl({
        base: 'https://sb.example',
        token: 't',
        lang: 'en-US',
        page: 'my-bets',
        bets: 'all',
        hash: '#all-my-bets',
      }),
    ).toBe('https://sb.example/client/?token=t&lang=en-US&page=my-bets&bets=all#all-my-bets');
  });

  it('escapes what it writes', () => {
    expect(clientUrl({ base: 'https://sb.example', token: 'a&b=c d', lang: 'en-US', page: 'home' })).toBe(
      'https://sb.example/client/?token=a%26b%3Dc+d&lang=en-US&page=home',
    );
  });
});

describe('clientOrigin', () => {
  it("is the http(s) base's origin, else null", () => {
    expect(clientOrigin('https://sb.example/books/')).toBe('https://sb.example');
    expect(clientOrigin('http://localhost:8082')).toBe('http://localhost:8082');
    expect(clientOrigin('javascript:alert(1)')).toBeNull();
    expect(clientOrigin('not a url')).toBeNull();
  });
});

describe('withHash', () => {
  it('gives the address with the fragment, or null when it has it already', () => {
    expect(withHash('https://sb.example/client/?page=my-bets', '#all-my-bets')).toBe(
      'https://sb.example/client/?page=my-bets#all-my-bets',
    );
    expect(withHash('https://sb.example/client/?page=my-bets#open', '#all-my-bets')).toBe(
      'https://sb.example/client/?page=my-bets#all-my-bets',
    );
    expect(withHash('https://sb.example/client/?page=my-bets#all-my-bets', '#all-my-bets')).toBeNull();
  });
});

describe('altRoute', () => {
  it('maps bets to my bets, live and prematch to themselves, anything else to home', () => {
    expect(altRoute('bets')).toEqual({ page: 'my-bets' });
    expect(altRoute('live')).toEqual({ page: 'live' });
    expect(altRoute('prematch')).toEqual({ page: 'prematch' });
    expect(altRoute(undefined)).toEqual({ page: 'home' });
    expect(altRoute('casino')).toEqual({ page: 'home' });
    expect(altRoute('constructor')).toEqual({ page: 'home' });
  });
});
