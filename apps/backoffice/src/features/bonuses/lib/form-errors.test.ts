import { ApiError } from '@casino/api-client/error';
import { describe, expect, it } from 'vitest';
import { isCents, parseDecimal, serverFieldCodes } from './form-errors';

describe('what a person types', () => {
  it('reads decimals with a point or a comma; blank is nothing, anything else not a number', () => {
    expect(parseDecimal(' 12,5 ')).toBe(12.5);
    expect(parseDecimal('1 000.25')).toBe(1000.25);
    expect(parseDecimal('-3')).toBe(-3);
    expect(parseDecimal('')).toBeUndefined();
    expect(parseDecimal('12abc')).toBeNaN();
    expect(parseDecimal('1e3')).toBeNaN();
  });

  it('takes money to the cent', () => {
    expect(isCents(0.1 + 0.2)).toBe(true);
    expect(isCents(19.99)).toBe(true);
    expect(isCents(1.005)).toBe(false);
  });
});

describe("the server's field errors", () => {
  it('are read as one code per field, to show under the fields', () => {
    const error = new ApiError({
      status: 400,
      code: 'validation_error',
      message: '',
      fieldErrors: { code: [{ code: 'already_exists', message: 'This value is already in use.' }] },
    });
    expect(serverFieldCodes(error)).toEqual({ code: 'already_exists' });
    expect(serverFieldCodes(new ApiError({ status: 404, code: 'not_found', message: '' }))).toBeNull();
  });
});
