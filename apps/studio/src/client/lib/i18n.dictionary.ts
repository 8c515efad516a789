import { COMMON } from './dictionary/common';
import { SLOTS } from './dictionary/slots';
import { FAIRNESS } from './dictionary/fairness';
import { LIVE } from './dictionary/live';
import { TABLES } from './dictionary/tables';
import { ERRORS } from './dictionary/errors';
import { WINS } from './dictionary/wins';

/** Every text of the game client in its four languages, one file per part of the client. */
export const DICTIONARY = {
  ...COMMON,
  ...SLOTS,
  ...FAIRNESS,
  ...LIVE,
  ...TABLES,
  ...ERRORS,
  ...WINS,
} as const satisfies Record<string, Record<'en' | 'fr' | 'ar' | 'ru', string>>;

export type Key = keyof typeof DICTIONARY;
