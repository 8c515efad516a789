import { describe, expect, it } from 'vitest';
import { pickLocale } from './i18n';
import { layoutFor, readLaunch } from './params';
import { routeFrom, searchOf } from './router';

describe('the launch address', () => {
  it('reads the token, language, layout, odds format and page', () => {
    const launch = readLaunch('?token=abc&lang=ar-ar&layout=asian&odds=american&page=event&event=1234&sport=1');
    expect(launch).toEqual({
      token: 'abc',
      locale: 'ar-ar',
      layout: 'asian',
      odds: 'american',
      route: { page: 'event', event: '1234', sport: '1' },
      stylesheet: null,
    });
  });

  it("takes the site's stylesheet only as an http(s) address of a .css file", () => {
    const css = (value: string) => readLaunch(`?css=${encodeURIComponent(value)}`).stylesheet;
    expect(css('https://casino.example/skins/dgt.css')).toBe('https://casino.example/skins/dgt.css');
    expect(css('http://localhost:8080/skins/dgt.css?v=2')).toBe('http://localhost:8080/skins/dgt.css?v=2');
    expect(css('javascript:alert(1)//.css')).toBeNull();
    expect(css('data:text/css,body{}.css')).toBeNull();
    expect(css('https://user:pw@casino.example/a.css')).toBeNull();
    expect(css('https://casino.example/skins/dgt.js')).toBeNull();
    expect(css('/skins/dgt.css')).toBeNull();
  });

  it('defaults: no token is a guest, an unknown layout follows the width, an unknown page is home', () => {
    const launch = readLaunch('?layout=fancy&page=nope', ['ru-RU']);
    expect(launch.token).toBeNull();
    expect(launch.layout).toBeNull();
    expect(readLaunch('?odds=roman').odds).toBe('decimal');
    expect(launch.locale).toBe('ru');
    expect(launch.route).toEqual({ page: 'home' });
    expect(readLaunch('?page=event').route).toEqual({ page: 'home' });
  });

  it('picks mobile below 768 px unless a layout was asked for', () => {
    expect(layoutFor(null, 767)).toBe('mobile');
    expect(layoutFor(null, 768)).toBe('european');
    expect(layoutFor('asian', 390)).toBe('asian');
  });

  it('picks the language the site names, else the browser one, else French', () => {
    expect(pickLocale('fr-fr')).toBe('fr-fr');
    expect(pickLocale('EN-us')).toBe('en-US');
    expect(pickLocale(null, ['de-DE', 'ar'])).toBe('ar-ar');
    expect(pickLocale('de')).toBe('fr-fr');
  });

  it('writes routes back without the token', () => {
    const keep = new URLSearchParams('token=secret&lang=fr-fr&layout=mobile');
    expect(searchOf({ page: 'live', sport: '5' }, keep)).toBe('?lang=fr-fr&layout=mobile&page=live&sport=5');
    expect(searchOf(routeFrom(new URLSearchParams('page=home')), keep)).toBe('?lang=fr-fr&layout=mobile');
    expect(routeFrom(new URLSearchParams('page=prematch&sport=e_sport&tournament=e-sport-0-1'))).toEqual({
      page: 'prematch',
      sport: 'e_sport',
      tournament: 'e-sport-0-1',
    });
  });
});
