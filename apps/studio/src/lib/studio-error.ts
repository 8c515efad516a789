/**
 * The studio's error codes, answered to its game client as `{ code, message }`; the client
 * translates the code. Wallet refusals keep the platform's code (not_enough_money…).
 */
export const STUDIO_ERROR_CODES = [
  'invalid_request',
  'game_not_found',
  'session_expired',
  'invalid_token',
  'player_blocked',
  'play_limit_reached',
  'not_enough_money',
  'transaction_limit',
  'wallet_unavailable',
  'round_rolled_back',
  'betting_closed',
  'round_in_progress',
  'too_late',
  'not_found',
  'internal_error',
] as const;
export type StudioErrorCode = (typeof STUDIO_ERROR_CODES)[number];

const MESSAGES: Record<StudioErrorCode, string> = {
  invalid_request: 'The request is not valid.',
  game_not_found: 'No such game.',
  session_expired: 'Your game session has expired. Reopen the game.',
  invalid_token: 'The launch link is invalid or has expired.',
  player_blocked: 'This account may not play.',
  play_limit_reached: 'You have reached a wager or loss limit you set. You can review your limits in your profile.',
  not_enough_money: 'Not enough money for this bet.',
  transaction_limit: 'The bet is outside the limits.',
  wallet_unavailable: 'The casino wallet did not answer; your bet was cancelled.',
  round_rolled_back: 'The round was cancelled and the stake refunded.',
  betting_closed: 'Bets are closed for this round.',
  round_in_progress: 'Finish the hand in progress first.',
  too_late: 'Too late: the round is over.',
  not_found: 'Not found.',
  internal_error: 'Something went wrong. Please try again.',
};

/** The one error type of the studio. */
export class StudioError extends Error {
  constructor(
    readonly code: StudioErrorCode,
    readonly statusCode: number,
    message: string = MESSAGES[code],
  ) {
    super(message);
  }
}
