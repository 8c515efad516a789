import { z } from 'zod';
import { MIN_AGE_YEARS } from './constants.js';
import { COUNTRY_CODES } from './countries.js';

/**
 * Field schemas shared by the forms and the server. Their messages are field error
 * codes (errors.ts), which each side turns into text.
 */
const missingOrInvalid = (issue: { input?: unknown }) =>
  issue.input === undefined || issue.input === null ? 'required' : 'invalid';

export const requiredText = (max = 100) =>
  z.string({ error: missingOrInvalid }).trim().min(1, { error: 'required' }).max(max, { error: 'too_long' });

export const optionalText = (max = 100) =>
  z.string({ error: 'invalid' }).trim().max(max, { error: 'too_long' }).optional().default('');

export const email = z
  .string({ error: missingOrInvalid })
  .trim()
  .min(1, { error: 'required' })
  .max(254, { error: 'too_long' })
  .pipe(z.email({ error: 'invalid_email' }))
  .transform((value) => value.toLowerCase());

export const username = z
  .string({ error: missingOrInvalid })
  .trim()
  .min(1, { error: 'required' })
  .min(3, { error: 'too_short' })
  .max(30, { error: 'too_long' })
  .regex(/^[A-Za-z0-9_.-]+$/, { error: 'invalid' });

/** SPEC.md §5: the specials a password may hold. */
export const PASSWORD_SPECIALS = '!#$()@?{}|*+,^.-&=%_:;~';
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 40;
const passwordChars = new RegExp(`^[\\p{L}\\p{N}${PASSWORD_SPECIALS.replace(/[\\\]^-]/g, '\\$&')}]*$`, 'u');

/** A new password: length, no spaces, allowed characters (personal data is checked by the form object). */
export const newPassword = z
  .string({ error: missingOrInvalid })
  .min(1, { error: 'required' })
  .min(PASSWORD_MIN, { error: 'too_short' })
  .max(PASSWORD_MAX, { error: 'too_long' })
  .refine((value) => !/\s/.test(value), { error: 'password_has_spaces', abort: true })
  .refine((value) => passwordChars.test(value), { error: 'password_invalid_chars' });

export const anyPassword = z
  .string({ error: missingOrInvalid })
  .min(1, { error: 'required' })
  .max(128, { error: 'too_long' });

/** True when the password contains the username or the e-mail's local part. */
export function resemblesPersonalData(password: string, personal: readonly string[]): boolean {
  const lower = password.toLowerCase();
  return personal
    .map((value) => value.toLowerCase().split('@')[0]?.trim() ?? '')
    .some((part) => part.length >= 3 && lower.includes(part));
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

export function isValidIsoDate(value: string): boolean {
  if (!ISO_DATE.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

/** Whole years between an ISO birth date and `today` (UTC). */
export function ageOn(birthDate: string, today: Date): number {
  const [y, m, d] = birthDate.split('-').map(Number) as [number, number, number];
  let age = today.getUTCFullYear() - y;
  const month = today.getUTCMonth() + 1;
  if (month < m || (month === m && today.getUTCDate() < d)) age -= 1;
  return age;
}

export const birthDate = z
  .string({ error: missingOrInvalid })
  .min(1, { error: 'required' })
  .refine(isValidIsoDate, { error: 'invalid_date', abort: true })
  .refine((value) => ageOn(value, new Date()) >= MIN_AGE_YEARS, { error: 'underage' });

/** Optional phone: empty string when absent (SPEC.md §5), else 7-15 digits with an optional +. */
export const phone = z
  .string({ error: 'invalid' })
  .trim()
  .optional()
  .default('')
  .refine((value) => value === '' || /^\+?[0-9(][0-9 ()-]{5,22}$/.test(value), { error: 'invalid_phone' })
  .refine(
    (value) => {
      const digits = value.replace(/\D/g, '').length;
      return value === '' || (digits >= 7 && digits <= 15);
    },
    { error: 'invalid_phone' },
  );

export const country = z
  .string({ error: missingOrInvalid })
  .trim()
  .min(1, { error: 'required' })
  .transform((value) => value.toUpperCase())
  .refine((value) => COUNTRY_CODES.includes(value), { error: 'invalid_country' });

export const currencyCode = z
  .string({ error: missingOrInvalid })
  .trim()
  .min(1, { error: 'required' })
  .regex(/^[A-Z]{3,5}$/, { error: 'invalid_currency' });

export const mustAccept = z.literal(true, { error: 'must_accept' });
