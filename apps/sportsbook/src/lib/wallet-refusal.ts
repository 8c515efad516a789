import { SPORTSBOOK_ERROR_CODES, type SportsbookErrorCode } from '@casino/contracts';
import type { WalletResult } from '@casino/seamless-client';
import { SportsbookError } from './sportsbook-error.js';

const STATUS: Partial<Record<SportsbookErrorCode, number>> = {
  invalid_token: 401,
  player_blocked: 403,
  play_limit_reached: 403,
  free_bet_unavailable: 409,
};

/** A wallet call that did not succeed, as the player is told: the platform's code, or wallet_unavailable. */
export function walletRefusal(result: Exclude<WalletResult<unknown>, { ok: true }>): SportsbookError {
  if (result.kind === 'unknown') return new SportsbookError('wallet_unavailable', 503);
  const code = (SPORTSBOOK_ERROR_CODES as readonly string[]).includes(result.code)
    ? (result.code as SportsbookErrorCode)
    : 'invalid_request';
  const details = result.balance === undefined ? {} : { balance: result.balance };
  return new SportsbookError(code, STATUS[code] ?? 400, details);
}
