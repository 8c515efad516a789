import { ARTICLE_KINDS, type ArticleKind, CONTENT_IMAGE_TYPES, type Locale, PROMOTION_TYPES } from '@casino/contracts';
import { AppError } from '../../lib/app-error.js';
import { signedTypeOf } from '../../lib/file-signature.js';

/** A picture's type as its first bytes tell it: PNG, JPEG or WebP, never SVG (XML that can carry script). */
export const detectImageType = (head: Uint8Array) => signedTypeOf(head, CONTENT_IMAGE_TYPES);

/** The language every shipped item has: what the site shows when the asked one has nothing. */
export const FALLBACK_LANGUAGE: Locale = 'en-US';

export const isPromotionType = (type: string) => (PROMOTION_TYPES as readonly string[]).includes(type);
export const isArticleKind = (kind: string): kind is ArticleKind => (ARTICLE_KINDS as readonly string[]).includes(kind);
export const IMAGE_TOO_LARGE = 'The picture is too large: 5 MB at most.';
export const notFound = (what: string) => new AppError('not_found', 404, `No such ${what}.`);

/** Keys the service makes (`<uuid>.png|jpg|webp`): anything else is not an image of ours. */
export const isImageKey = (key: string) => /^[0-9a-f-]{36}\.(png|jpg|webp)$/.test(key);

/**
 * For each key, the row in the language asked for, else the en-US one (SPEC §1: the four
 * languages; en-US is the one every shipped item has).
 */
export function pickLanguage<T extends { language: string }>(
  rows: readonly T[],
  keyOf: (row: T) => string,
  language: string,
): T[] {
  const picked = new Map<string, T>();
  for (const row of rows) {
    const key = keyOf(row);
    const current = picked.get(key);
    if (row.language === language || (!current && row.language === FALLBACK_LANGUAGE)) picked.set(key, row);
  }
  return [...picked.values()];
}

/** A Markdown article file: its first line is `# Title`, the rest the body. */
export function parseArticle(markdown: string): { title: string; body: string } {
  const text = markdown.replace(/^\uFEFF/, '').replace(/\r\n/g, '\n');
  const newline = text.indexOf('\n');
  const first = newline === -1 ? text : text.slice(0, newline);
  const rest = newline === -1 ? '' : text.slice(newline + 1);
  const heading = /^#\s+(.+?)\s*#*\s*$/.exec(first.trim());
  if (!heading?.[1]) throw new Error('an article starts with a "# Title" line');
  return { title: heading[1], body: rest.replace(/^(\s*\n)+/, '').trimEnd() };
}
