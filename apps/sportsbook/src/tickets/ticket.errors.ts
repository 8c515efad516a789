/**
 * Why a ticket or a cash-out is refused. `code` is what the API answers (SPEC.md §8:
 * error_block_bet_data for a ticket the book will not take as built, transaction_limit for
 * a stake or payout outside the limits as the studio answers it, and the two cash-out
 * refusals the spec words "bet is not for sale" and "free bets cannot be sold");
 * `reason` says which rule, for logs and for the client to show a precise text.
 */
export type TicketErrorCode =
  'error_block_bet_data' | 'transaction_limit' | 'bet_is_not_for_sale' | 'free_bets_cannot_be_sold';

export type TicketErrorReason =
  | 'legs_count'
  | 'same_event'
  | 'odds'
  | 'system'
  | 'stake_not_whole_cents'
  | 'stake_not_whole_per_line'
  | 'stake_below_minimum'
  | 'stake_above_maximum'
  | 'payout_above_maximum'
  | 'free_bet'
  | 'leg_suspended'
  | 'ticket_settled'
  | 'nothing_to_sell'
  | 'partial_stake';

const MESSAGES: Record<TicketErrorCode, string> = {
  error_block_bet_data: 'This bet cannot be placed as built.',
  transaction_limit: 'The bet is outside the limits.',
  bet_is_not_for_sale: 'Bet is not for sale.',
  free_bets_cannot_be_sold: 'Free bets cannot be sold.',
};

/** The one error of the ticket engine: a player's request it refuses, never a fault. */
export class TicketError extends Error {
  /** Every refusal is the client's request that cannot be honoured, never a server fault. */
  readonly statusCode = 400;

  constructor(
    readonly code: TicketErrorCode,
    readonly reason: TicketErrorReason,
    detail?: string,
  ) {
    super(detail ? `${MESSAGES[code]} ${detail}` : MESSAGES[code]);
  }
}
