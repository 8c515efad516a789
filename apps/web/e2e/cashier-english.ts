import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Locale } from '@casino/contracts';
import { expect, type Page } from '@playwright/test';

const LOCALES_DIR = path.resolve(import.meta.dirname, '../src/locales');

/** Every text of a locale (both parts), flattened. */
function textsOf(locale: Locale): string[] {
  const out: string[] = [];
  const walk = (value: unknown) => {
    if (value && typeof value === 'object') Object.values(value).forEach(walk);
    else if (typeof value === 'string') out.push(value);
  };
  for (const part of ['', '.pages'])
    walk(JSON.parse(readFileSync(path.join(LOCALES_DIR, `${locale}${part}.json`), 'utf8')));
  return out;
}

/**
 * English the cashier could show that the server, not the web's texts, supplies: the
 * shipped payment systems' default names and descriptions, and its status messages.
 */
const SERVER_ENGLISH = [
  'Bank card',
  'Visa or Mastercard; the amount arrives within 5 minutes.',
  'Paid to your Visa or Mastercard once confirmed, usually within an hour.',
  'Cryptocurrency',
  'Bitcoin, Ethereum, USDT and more; credited after the network confirms it.',
  'Paid to your wallet address once confirmed.',
  'Bank transfer',
  'Transfer the amount to our bank account; an operator confirms it on arrival.',
  'Paid to your bank account (IBAN) after an operator confirms it.',
  'An operator credits it on arrival.',
  'The payment is complete.',
  'The payment was declined.',
  'Your withdrawal request has been received and is being processed.',
];

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** The text as a whole phrase: not part of a longer word. */
const phrase = (text: string) => new RegExp(`(?<![\\p{L}\\p{N}])${escape(text)}(?![\\p{L}\\p{N}])`, 'u');

/**
 * The English phrases that must not appear on a page in `locale`: the web's English texts
 * cut at their placeholders, and the server's, less those the locale itself uses (a
 * brand, "IBAN", "Casino").
 */
export function englishPhrases(locale: Locale): string[] {
  const own = textsOf(locale).join('\n');
  const fragments = [...textsOf('en-US'), ...SERVER_ENGLISH]
    .flatMap((text) => text.split(/\{\{\w+\}\}|<\/?\w+>|\n/))
    .map((text) => text.trim().replace(/^[\s.,:;·(–-]+|[\s,:;·(–-]+$/g, ''))
    .filter((text) => text.length >= 3 && /\p{L}{2}/u.test(text));
  return [...new Set(fragments)].filter((text) => !phrase(text).test(own));
}

/** Fails with every English phrase found in the page's main area (its text, placeholders and labels). */
export async function expectNoEnglish(page: Page, locale: Locale, phrases = englishPhrases(locale)) {
  const shown = await page.locator('main').evaluate((main) => {
    const attributes = [...main.querySelectorAll('[placeholder], [aria-label], [title]')].flatMap((el) =>
      ['placeholder', 'aria-label', 'title'].map((name) => el.getAttribute(name) ?? ''),
    );
    return [(main as HTMLElement).innerText, ...attributes].join('\n');
  });
  const found = phrases.filter((text) => phrase(text).test(shown));
  expect(found, `English on ${new URL(page.url()).pathname}${new URL(page.url()).search}`).toEqual([]);
}
