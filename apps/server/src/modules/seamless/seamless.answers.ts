import {
  fromMinor,
  type SeamlessErrorCode,
  type SeamlessErrorResponse,
  type SeamlessTransactionResponse,
} from '@casino/contracts';
import type { PlayerBalances } from '../wallet/index.js';

/** An answer to a provider: HTTP status and body, stored so a retry gets it again. */
export interface Answer {
  status: number;
  body: SeamlessTransactionResponse | SeamlessErrorResponse | Record<string, unknown>;
}

/** A refusal decided inside a transaction; the transaction rolls back, the refusal is kept. */
export class Refusal extends Error {
  constructor(readonly answer: Answer) {
    super(String((answer.body as { code?: string }).code));
  }
}

const MESSAGES: Record<SeamlessErrorCode, string> = {
  invalid_signature: 'The signature does not match the request.',
  stale_request: 'The request timestamp is too far from the platform clock.',
  unknown_provider: 'Unknown or inactive provider.',
  invalid_request: 'The request is not valid.',
  invalid_token: 'The launch token is unknown or expired.',
  player_not_found: 'No such player for this provider.',
  player_blocked: 'The player is blocked.',
  play_limit_reached: 'The bet would pass a wager or loss limit the player set.',
  not_enough_money: 'The balance does not cover the bet.',
  transaction_limit: 'The bet is outside the allowed limits.',
  transaction_conflict: 'This transaction id was used for a different request.',
  bet_not_found: 'No accepted bet has this id.',
  bet_rolled_back: 'The bet was rolled back.',
  bet_settled: 'The bet already has a win and cannot be rolled back.',
  round_closed: 'The round is closed.',
  free_spins_unavailable: 'No free spin is left in this session for this player and game.',
  free_bet_unavailable: "The free bet is used, expired, or not this player's for this provider.",
};

// The answers given again to a retry, told apart without changing what the provider reads.
const replays = new WeakSet<Answer>();

/** A stored answer given again to a retry of its transaction: nothing moved this time. */
export function replay(answer: Answer): Answer {
  replays.add(answer);
  return answer;
}

/** Whether `answer` is a stored one given again (the metrics count it apart from the first). */
export const isReplay = (answer: Answer) => replays.has(answer);

export function refusal(code: SeamlessErrorCode, status = 400, balances?: PlayerBalances): Answer {
  const body: SeamlessErrorResponse = { code, message: MESSAGES[code] };
  if (balances)
    Object.assign(body, { balance: fromMinor(balances.cash + balances.bonus), currency: balances.currency });
  return { status, body };
}

export function balanceBody(playerId: string, balances: PlayerBalances) {
  return {
    player_id: playerId,
    currency: balances.currency,
    balance: fromMinor(balances.cash + balances.bonus),
    cash: fromMinor(balances.cash),
    bonus: fromMinor(balances.bonus),
  };
}

/** The success answer of a money call. */
export const ok = (transactionId: string, playerId: string, balances: PlayerBalances, amount: number): Answer => ({
  status: 200,
  body: { transaction_id: transactionId, ...balanceBody(playerId, balances), amount: fromMinor(amount) },
});
