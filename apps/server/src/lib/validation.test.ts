import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { FieldValidationError } from './app-error.js';
import { validatorCompiler } from './validation.js';

const schema = z.object({
  name: z.string().min(2).max(5),
  kind: z.enum(['a', 'b']),
  count: z.number().int(),
  coded: z.string().regex(/^x/, { error: 'invalid_email' }),
});

function fieldsOf(data: unknown) {
  const validate = validatorCompiler({ schema, method: 'POST', url: '/', httpPart: 'body' });
  const result = validate(data) as { value?: unknown; error?: FieldValidationError };
  if (!result.error) return null;
  expect(result.error).toBeInstanceOf(FieldValidationError);
  return Object.fromEntries(
    Object.entries(result.error.fields).map(([field, errors]) => [field, errors.map((e) => e.code)]),
  );
}

describe('validatorCompiler', () => {
  it('passes a valid value through, parsed', () => {
    const validate = validatorCompiler({ schema, method: 'POST', url: '/', httpPart: 'body' });
    expect(validate({ name: 'abc', kind: 'a', count: 3, coded: 'xy', extra: 1 })).toEqual({
      value: { name: 'abc', kind: 'a', count: 3, coded: 'xy' },
    });
  });

  it('reports missing fields as required, an enum included', () => {
    expect(fieldsOf({})).toEqual({ name: ['required'], kind: ['required'], count: ['required'], coded: ['required'] });
    expect(fieldsOf(undefined)).toEqual({
      name: ['required'],
      kind: ['required'],
      count: ['required'],
      coded: ['required'],
    });
  });

  it('reports wrong values as invalid, not as required', () => {
    expect(fieldsOf({ name: 7, kind: 'c', count: 'three', coded: 'xy' })).toEqual({
      name: ['invalid'],
      kind: ['invalid'],
      count: ['invalid'],
    });
  });

  it('reports null like a missing value, as the contracts do', () => {
    expect(fieldsOf({ name: null, kind: null, count: null, coded: 'xy' })).toEqual({
      name: ['required'],
      kind: ['required'],
      count: ['required'],
    });
  });

  it('maps sizes and keeps field codes given by the schema', () => {
    expect(fieldsOf({ name: 'a', kind: 'a', count: 1, coded: 'y' })).toEqual({
      name: ['too_short'],
      coded: ['invalid_email'],
    });
    expect(fieldsOf({ name: 'abcdef', kind: 'a', count: 1, coded: 'x' })).toEqual({ name: ['too_long'] });
  });

  it('reports a body that is not an object under non_field_errors', () => {
    expect(fieldsOf('text')).toEqual({ non_field_errors: ['invalid'] });
    expect(fieldsOf([])).toEqual({ non_field_errors: ['invalid'] });
  });

  it('refuses a string holding U+0000, which no field may hold, as invalid', () => {
    expect(fieldsOf({ name: 'a\u0000b', kind: 'a', count: 1, coded: 'xy' })).toEqual({ name: ['invalid'] });
    const nested = validatorCompiler({
      schema: z.object({ items: z.array(z.object({ id: z.string() })) }),
      method: 'POST',
      url: '/',
      httpPart: 'body',
    });
    const result = nested({ items: [{ id: 'ok' }, { id: '\u0000' }] }) as { error?: FieldValidationError };
    expect(result.error?.fields).toEqual({ 'items.1.id': [{ code: 'invalid', message: expect.any(String) }] });
  });
});
