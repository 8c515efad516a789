import { describe, expect, it } from 'vitest';
import { testSystem } from '../test-systems';
import { createRequestOf, newSystemValues, parseNumber, systemValues, updateRequestOf } from './system-form';

describe('the payment system form', () => {
  it.each([
    ['12,5', 12.5],
    [' 10 000 ', 10_000],
    ['.5', 0.5],
    ['', undefined],
    ['1e3', Number.NaN],
    ['12,5,0', Number.NaN],
  ])('reads %j as %s', (text, number) => expect(parseNumber(text)).toEqual(number));

  it("gives a system's own values back unchanged: nothing to send", () => {
    const system = testSystem({ currency: 'TND', isTemporaryDisabled: true, sort: 3 });
    expect(updateRequestOf(systemValues(system), system)).toEqual({ ok: true, data: {} });
  });

  it('sends every currency as null, the switch as isTemporaryDisabled, and texts trimmed', () => {
    const system = testSystem({ currency: 'TND' });
    const values = { ...systemValues(system), currency: '', enabled: false, kind: 'manual' as const };
    values.texts = { ...values.texts, ru: { name: ' Карта ', description: ' Быстро ' } };
    expect(updateRequestOf(values, system)).toEqual({
      ok: true,
      data: {
        kind: 'manual',
        currency: null,
        isTemporaryDisabled: true,
        texts: { ru: { name: 'Карта', description: 'Быстро' } },
      },
    });
  });

  it('gives each field its first error, the limits’ own checks with the contract’s', () => {
    const values = { ...newSystemValues('payout', 'manual', 'EUR'), slug: 'x', min: '0', max: '', sort: '-1' };
    expect(createRequestOf(values)).toEqual({
      ok: false,
      errors: { slug: 'invalid', name: 'required', min: 'invalid', max: 'required', sort: 'invalid' },
    });
  });
});
