import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  ageOn,
  birthDate,
  country,
  currencyCode,
  email,
  isValidIsoDate,
  mustAccept,
  newPassword,
  phone,
  requiredText,
  resemblesPersonalData,
  username,
} from './fields.js';

/** The field error code of the first issue, or null when the value passes. */
function codeOf(schema: z.ZodType, value: unknown): string | null {
  const result = schema.safeParse(value);
  return result.success ? null : (result.error.issues[0]?.message ?? 'no message');
}

const isoDaysAgo = (years: number, days = 0) => {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear() - years, now.getUTCMonth(), now.getUTCDate() + days))
    .toISOString()
    .slice(0, 10);
};

describe('ageOn', () => {
  const on = (iso: string) => new Date(`${iso}T12:00:00Z`);
  it.each([
    ['2000-05-17', '2018-05-16', 17],
    ['2000-05-17', '2018-05-17', 18],
    ['2000-05-17', '2018-05-18', 18],
    ['2000-12-31', '2018-12-30', 17],
    ['2000-12-31', '2019-01-01', 18],
    ['2000-01-01', '2017-12-31', 17],
    ['2000-02-29', '2018-02-28', 17],
    ['2000-02-29', '2018-03-01', 18],
    ['2000-02-29', '2020-02-29', 20],
    ['1990-05-17', '1990-05-17', 0],
  ])('someone born %s is, on %s, %d', (birth, today, age) => {
    expect(ageOn(birth, on(today))).toBe(age);
  });

  it('counts in UTC', () => {
    expect(ageOn('2000-05-17', new Date('2018-05-17T00:00:00Z'))).toBe(18);
    expect(ageOn('2000-05-17', new Date('2018-05-16T23:59:59Z'))).toBe(17);
  });
});

describe('isValidIsoDate', () => {
  it.each([
    ['2024-02-29', true],
    ['2023-02-29', false],
    ['2023-04-31', false],
    ['2023-13-01', false],
    ['2023-00-10', false],
    ['23-01-01', false],
    ['2023-1-1', false],
    ['2023-01-01T00:00:00Z', false],
    ['', false],
  ])('%s → %s', (value, valid) => {
    expect(isValidIsoDate(value)).toBe(valid);
  });
});

describe('birthDate', () => {
  it.each([
    [isoDaysAgo(18), null],
    [isoDaysAgo(18, -1), null],
    [isoDaysAgo(18, 1), 'underage'],
    [isoDaysAgo(0), 'underage'],
    ['2023-02-29', 'invalid_date'],
    ['17/05/1990', 'invalid_date'],
    ['', 'required'],
    [undefined, 'required'],
    [null, 'required'],
    [19900517, 'invalid'],
  ])('%j → %s', (value, code) => {
    expect(codeOf(birthDate, value)).toBe(code);
  });
});

describe('resemblesPersonalData', () => {
  it.each([
    ['Jeanne1990!', ['jeanne', 'x@example.com'], true],
    ['xxJEANNExx', ['Jeanne', 'x@example.com'], true],
    ['marta.k#2024', ['someone', 'marta.k@example.com'], true],
    ['Str0ng!Pass', ['jeanne', 'marta@example.com'], false],
    ['example.com!1', ['someone', 'marta@example.com'], false],
    ['ab12345678', ['ab', 'ab@example.com'], false],
    ['Str0ng!Pass', ['', '  '], false],
    ['anything', [], false],
  ] as const)('%s with %j → %s', (password, personal, expected) => {
    expect(resemblesPersonalData(password, personal)).toBe(expected);
  });
});

describe('newPassword', () => {
  it.each([
    ['Str0ng!Pass', null],
    ['abcdefgh', null],
    ['Пароль123', null],
    ['!#$()@?{}|*+,^.-&=%_:;~', null],
    ['x'.repeat(40), null],
    ['x'.repeat(41), 'too_long'],
    ['Sh0rt!x', 'too_short'],
    ['', 'required'],
    [undefined, 'required'],
    ['Str0ng Pass', 'password_has_spaces'],
    ['Str0ng\tPass', 'password_has_spaces'],
    ['Str0ng<Pass', 'password_invalid_chars'],
    ['Str0ng"Pass', 'password_invalid_chars'],
    ['Str0ng\\Pass', 'password_invalid_chars'],
    ['Str0ng/Pass', 'password_invalid_chars'],
    ['Str0ng[Pass]', 'password_invalid_chars'],
    [12345678, 'invalid'],
  ])('%j → %s', (value, code) => {
    expect(codeOf(newPassword, value)).toBe(code);
  });
});

describe('other fields', () => {
  it.each([
    ['email', ' Jeanne@Example.COM ', null, email],
    ['email', 'jeanne@', 'invalid_email', email],
    ['email', '', 'required', email],
    ['email', `${'a'.repeat(250)}@x.fr`, 'too_long', email],
    ['username', 'jeanne_m.1-2', null, username],
    ['username', 'ab', 'too_short', username],
    ['username', 'a'.repeat(31), 'too_long', username],
    ['username', 'jeanne martin', 'invalid', username],
    ['username', 'jeanne@x', 'invalid', username],
    ['username', '  ', 'required', username],
    ['phone', undefined, null, phone],
    ['phone', '', null, phone],
    ['phone', '+216 20 123 456', null, phone],
    ['phone', '555 (123) 45-67', null, phone],
    ['phone', '(555) 123-4567', null, phone],
    ['phone', '123456', 'invalid_phone', phone],
    ['phone', '+1234567890123456', 'invalid_phone', phone],
    ['phone', 'phone', 'invalid_phone', phone],
    ['country', 'fr', null, country],
    ['country', 'FRA', 'invalid_country', country],
    ['country', 'ZZ', 'invalid_country', country],
    ['country', '', 'required', country],
    ['currencyCode', 'EUR', null, currencyCode],
    ['currencyCode', 'eur', 'invalid_currency', currencyCode],
    ['currencyCode', 'EURO12', 'invalid_currency', currencyCode],
    ['mustAccept', true, null, mustAccept],
    ['mustAccept', false, 'must_accept', mustAccept],
    ['mustAccept', undefined, 'must_accept', mustAccept],
    ['requiredText(5)', '  abc ', null, requiredText(5)],
    ['requiredText(5)', 'abcdef', 'too_long', requiredText(5)],
    ['requiredText(5)', '   ', 'required', requiredText(5)],
  ] as [string, unknown, string | null, z.ZodType][])('%s: %j → %s', (_name, value, code, schema) => {
    expect(codeOf(schema, value)).toBe(code);
  });

  it('normalises e-mails, countries and text', () => {
    expect(email.parse(' Jeanne@Example.COM ')).toBe('jeanne@example.com');
    expect(country.parse(' tn ')).toBe('TN');
    expect(requiredText(10).parse('  Amira ')).toBe('Amira');
    expect(phone.parse(undefined)).toBe('');
  });
});
