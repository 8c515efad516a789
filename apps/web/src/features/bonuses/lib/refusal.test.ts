import { ApiError, toApiError } from '@casino/api-client/error';
import { describe, expect, it } from 'vitest';
import { exchangeRefusal } from './refusal';

describe('exchangeRefusal', () => {
  it('recognises the exchange’s refusals', () => {
    expect(exchangeRefusal(toApiError(400, { code: 'balance_not_low_enough', message: 'x' }))).toBe(
      'balance_not_low_enough',
    );
    expect(exchangeRefusal(toApiError(400, { code: 'insufficient_funds_on_bonus_balance', message: 'x' }))).toBe(
      'insufficient_funds_on_bonus_balance',
    );
    expect(exchangeRefusal(toApiError(403, { code: 'permission_denied', message: 'x' }))).toBe('permission_denied');
    // Below the minimum, the server answers with a field error.
    expect(exchangeRefusal(toApiError(400, { amount: [{ code: 'invalid', message: 'Too small' }] }))).toBe('belowMin');
  });

  it('leaves anything else to the usual texts', () => {
    expect(exchangeRefusal(toApiError(429, {}))).toBeNull();
    expect(exchangeRefusal(toApiError(400, { amount: [{ code: 'required', message: '' }] }))).toBeNull();
    expect(exchangeRefusal(new ApiError({ status: 0, code: 'network_error', message: '' }))).toBeNull();
    expect(exchangeRefusal(new Error('boom'))).toBeNull();
  });
});
