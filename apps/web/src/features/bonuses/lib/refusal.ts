import { ApiError } from '@casino/api-client/error';

/** The exchange's own refusals (SPEC §8 codes), which the page explains with the amounts that decide them. */
export type ExchangeRefusal =
  | 'balance_not_low_enough'
  | 'insufficient_funds_on_bonus_balance'
  | 'permission_denied'
  | 'bonus_not_wagered'
  | 'belowMin';

const CODES: readonly string[] = [
  'balance_not_low_enough',
  'insufficient_funds_on_bonus_balance',
  'permission_denied',
  'bonus_not_wagered',
];

/**
 * Which exchange refusal an error is, or null for any other failure (a throttle, the network),
 * which keeps the app's usual text. The server refuses an amount below the minimum as a field
 * error: amount 'invalid'.
 */
export function exchangeRefusal(error: unknown): ExchangeRefusal | null {
  if (!(error instanceof ApiError)) return null;
  if (error.fieldErrors?.amount?.some((item) => item.code === 'invalid')) return 'belowMin';
  return CODES.includes(error.code) ? (error.code as ExchangeRefusal) : null;
}
