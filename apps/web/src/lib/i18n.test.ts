import { afterAll, describe, expect, it } from 'vitest';
import frFr from '@/locales/fr-fr.json';
import frFrPages from '@/locales/fr-fr.pages.json';
import { changeLocale, i18n, loadPageMessages } from './i18n';

describe('i18n parts', () => {
  afterAll(() => changeLocale('en-US'));

  it('a language change brings every part already in use, before switching', async () => {
    // test/setup.ts has loaded both English parts, as a page with forms would.
    await loadPageMessages();
    expect(i18n.hasResourceBundle('fr-fr', 'translation')).toBe(false);

    await changeLocale('fr-fr');

    expect(i18n.language).toBe('fr-fr');
    expect(i18n.t('common.loading')).toBe(frFr.common.loading);
    expect(i18n.t('auth.forgotPassword')).toBe(frFrPages.auth.forgotPassword);
    expect(i18n.t('auth.signIn')).toBe(frFr.auth.signIn);
  });

  it('merges the parts: the shell keys of a section survive the pages keys of the same section', () => {
    expect(i18n.t('auth.signIn', { lng: 'fr-fr' })).toBe(frFr.auth.signIn);
    expect(i18n.t('auth.forgotPassword', { lng: 'fr-fr' })).toBe(frFrPages.auth.forgotPassword);
  });
});
