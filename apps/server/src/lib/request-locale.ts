import { LOCALE_LANG, LOCALES, type Locale } from '@casino/contracts';

/**
 * The site locale an Accept-Language header asks for: the first of its languages, by
 * preference (q), that the site has. Null when it names none (or is absent).
 */
export function requestLocale(header: string | string[] | undefined): Locale | null {
  const value = Array.isArray(header) ? header.join(',') : header;
  if (!value) return null;
  const tags = value
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.split(';').map((p) => p.trim());
      const q = params.find((p) => p.startsWith('q='));
      return { lang: tag.toLowerCase().split('-')[0]!, q: q ? Number(q.slice(2)) : 1, index };
    })
    .filter((t) => t.lang && t.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const { lang } of tags) {
    const locale = LOCALES.find((l) => LOCALE_LANG[l] === lang);
    if (locale) return locale;
  }
  return null;
}
