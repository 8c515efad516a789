import type { CONTENT_IMAGE_TYPES } from '@casino/contracts';

export type ImageType = (typeof CONTENT_IMAGE_TYPES)[number];

/**
 * The picture's type as its first bytes tell it, whatever its name or declared type says;
 * null for anything else. SVG is never accepted: it is XML that can carry script.
 */
export function detectImageType(head: Uint8Array): ImageType | null {
  const starts = (bytes: number[], at = 0) => bytes.every((byte, i) => head[at + i] === byte);
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (starts([0xff, 0xd8, 0xff])) return 'image/jpeg';
  // RIFF <size> WEBP
  if (starts([0x52, 0x49, 0x46, 0x46]) && starts([0x57, 0x45, 0x42, 0x50], 8)) return 'image/webp';
  return null;
}

const EXTENSIONS: Record<ImageType, string> = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/webp': 'webp' };
export const imageExtension = (type: ImageType) => EXTENSIONS[type];

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
    if (row.language === language || (!current && row.language === 'en-US')) picked.set(key, row);
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
