import type { SportsbookErrorCode } from '@casino/contracts';

const MESSAGES: Record<SportsbookErrorCode, string> = {
  coefs_changed: 'The odds have changed.',
  error_block_bet_data: 'This bet cannot be placed as built.',
  error_exist_bet: 'This bet has already been placed.',
  market_suspended: 'Betting on this market is suspended for a moment.',
  market_closed: 'This market is closed.',
  event_not_found: 'No such event.',
  transaction_limit: 'The bet is outside the limits.',
  not_enough_money: 'Not enough money for this bet.',
  free_bet_unavailable: 'This free bet cannot be used.',
  free_bets_cannot_be_sold: 'Free bets cannot be sold.',
  bet_is_not_for_sale: 'Bet is not for sale.',
  ticket_not_found: 'No such ticket.',
  permission_denied: 'An accepted bet cannot be cancelled.',
  invalid_token: 'Your sportsbook session has expired. Open the sportsbook again.',
  player_blocked: 'This account may not bet.',
  play_limit_reached: 'This bet would pass a wager or loss limit you set.',
  wallet_unavailable: 'The casino wallet did not answer; your bet was not placed.',
  invalid_request: 'The request is not valid.',
};

/** The one error type of the sportsbook: `{ code, message, ...details }` with its HTTP status. */
export class SportsbookError extends Error {
  constructor(
    readonly code: SportsbookErrorCode,
    readonly statusCode: number,
    readonly details: Record<string, unknown> = {},
    message: string = MESSAGES[code],
  ) {
    super(message);
  }
}
