import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { ARTICLE_KINDS, type ArticleKind, LOCALES, type Locale, PROMOTION_TYPES } from '@casino/contracts';
import { packageRootOf } from '@casino/service-kit';
import { z } from 'zod';
import { parseArticle } from './content.rules.js';

/**
 * The content shipped with the platform, next to this file: found from the server's folder,
 * so that its bundle (build/main.js) reads the same files as its sources do.
 */
export const SHIPPED_DIR = path.join(packageRootOf(import.meta.url), 'src/modules/content/shipped');

const texts = <T extends z.ZodType>(text: T) => z.partialRecord(z.enum(LOCALES), text);

const ShippedSlide = z.object({
  key: z.string(),
  route: z.string().startsWith('/'),
  image: z.string(),
  /** The picture for right-to-left languages (its art mirrored, away from the text), if it has one. */
  rtlImage: z.string().optional(),
  link: z.string(),
  authRequired: z.boolean().default(false),
  order: z.number().int().default(0),
  texts: texts(z.object({ title: z.string().default(''), text: z.string().default(''), cta: z.string().default('') })),
});
const ShippedPromotion = z.object({
  type: z.enum(PROMOTION_TYPES),
  image: z.string(),
  order: z.number().int().default(0),
  texts: texts(z.object({ title: z.string(), summary: z.string().default(''), body: z.string().default('') })),
});

export type ShippedSlide = z.infer<typeof ShippedSlide>;
export type ShippedPromotion = z.infer<typeof ShippedPromotion>;
export interface ShippedArticle {
  kind: ArticleKind;
  slug: string;
  language: Locale;
  title: string;
  body: string;
}
export interface ShippedContent {
  slides: ShippedSlide[];
  promotions: ShippedPromotion[];
  articles: ShippedArticle[];
}

async function readJson<T extends z.ZodType>(file: string, schema: T): Promise<z.infer<T>[]> {
  const text = await readFile(file, 'utf8').catch((error: { code?: string }) => {
    if (error.code === 'ENOENT') return '[]';
    throw error;
  });
  const parsed = z.array(schema).safeParse(JSON.parse(text));
  if (!parsed.success) throw new Error(`${file}: ${z.prettifyError(parsed.error)}`);
  return parsed.data;
}

const FILE_NAME = /^([A-Za-z0-9_-]+)\.([A-Za-z-]+)\.md$/;

async function readArticles(dir: string): Promise<ShippedArticle[]> {
  const articles: ShippedArticle[] = [];
  for (const kind of ARTICLE_KINDS) {
    const kindDir = path.join(dir, 'articles', kind);
    const names = await readdir(kindDir).catch((error: { code?: string }) => {
      if (error.code === 'ENOENT') return [] as string[];
      throw error;
    });
    for (const name of names.sort()) {
      const match = FILE_NAME.exec(name);
      const language = LOCALES.find((locale) => locale === match?.[2]);
      if (!match?.[1] || !language) {
        if (name.endsWith('.md')) throw new Error(`${kindDir}/${name}: expected <slug>.<locale>.md`);
        continue;
      }
      try {
        articles.push({
          kind,
          slug: match[1],
          language,
          ...parseArticle(await readFile(path.join(kindDir, name), 'utf8')),
        });
      } catch (error) {
        throw new Error(`${kindDir}/${name}: ${(error as Error).message}`);
      }
    }
  }
  return articles;
}

/** Reads and checks the shipped slides, promotions and articles; a malformed file stops the start. */
export async function loadShippedContent(dir = SHIPPED_DIR): Promise<ShippedContent> {
  const [slides, promotions, articles] = await Promise.all([
    readJson(path.join(dir, 'slides.json'), ShippedSlide),
    readJson(path.join(dir, 'promotions.json'), ShippedPromotion),
    readArticles(dir),
  ]);
  return { slides, promotions, articles };
}
