import { createHmac } from 'node:crypto';
import { createHttpFetch } from './http-fetch.js';
import { SEAMLESS } from '@casino/contracts';

/**
 * A provider's side of the seamless-wallet protocol (docs/seamless-wallet.md), shared by the
 * game studio and the sportsbook. Every call is signed over its exact body; a network error, a
 * timeout or a 5xx is "unknown" and is retried with the SAME body (so the same transaction id)
 * and a fresh signature, with exponential backoff. A 4xx is the platform's final word and is
 * never retried.
 */

/** A free bet the platform granted the player for this provider (amount as a decimal). */
export interface FreeBet {
  id: number;
  amount: number;
  /** ISO 8601. */
  expires_at: string;
}
export interface WalletBalance {
  player_id: string;
  currency: string;
  balance: number;
  cash: number;
  bonus: number;
  /** The player's available free bets for this provider (absent from platforms before free bets). */
  free_bets?: FreeBet[];
}
export interface AuthenticateAnswer extends WalletBalance {
  username: string;
  game_id: string;
  language: string;
  /** Free spins the platform grants with this launch (amount of each spin's bet as a decimal). */
  free_spins?: { session_id: number; left: number; bet: number } | null;
}
export interface TransactionAnswer extends WalletBalance {
  transaction_id: string;
  amount: number;
}

export type WalletResult<T> =
  | { ok: true; body: T }
  | { ok: false; kind: 'refused'; status: number; code: string; message: string; balance?: number }
  | { ok: false; kind: 'unknown'; reason: string };

export interface WalletClientOptions {
  platformUrl: string;
  providerCode: string;
  secret: string;
  /** Per attempt. */
  timeoutMs?: number;
  /** Attempts per call before the answer is given up as unknown. */
  attempts?: number;
  /** First backoff; doubled each retry. */
  backoffMs?: number;
  fetch?: typeof fetch;
  sleep?: (ms: number) => Promise<void>;
  now?: () => number;
}

export interface BetCall {
  transactionId: string;
  roundId: string;
  playerId: string;
  gameId: string;
  /** Decimal amount as the protocol speaks it. */
  amount: number;
  /** A free spin: the amount is 0 and the platform's free-spin session is named. */
  freeSpinSessionId?: string | null;
  /** A free bet (from authenticate or balance): `amount` must be the free bet's; no money moves. */
  freeBetId?: number | null;
}
export interface WinCall {
  transactionId: string;
  roundId: string;
  playerId: string;
  betTransactionId: string;
  amount: number;
  roundClosed: boolean;
}
export interface RollbackCall {
  transactionId: string;
  roundId: string;
  playerId: string;
  betTransactionId: string;
}
export interface CorrectCall {
  transactionId: string;
  roundId: string;
  playerId: string;
  betTransactionId: string;
  /** Decimal amount to take back (> 0); the answer's `amount` is what was taken. */
  amount: number;
}

export type WalletClient = ReturnType<typeof createWalletClient>;

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** A seamless-wallet client for one provider code and secret. */
export function createWalletClient(options: WalletClientOptions) {
  const timeoutMs = options.timeoutMs ?? 5_000;
  const attempts = options.attempts ?? 4;
  const backoffMs = options.backoffMs ?? 250;
  const doFetch = options.fetch ?? createHttpFetch();
  const sleep = options.sleep ?? defaultSleep;
  const now = options.now ?? Date.now;

  async function once<T>(call: string, body: string): Promise<WalletResult<T>> {
    const timestamp = String(Math.floor(now() / 1000));
    const signature = createHmac('sha256', options.secret).update(`${timestamp}.${body}`).digest('hex');
    try {
      const response = await doFetch(`${options.platformUrl}${SEAMLESS.prefix}/${call}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          [SEAMLESS.headers.provider]: options.providerCode,
          [SEAMLESS.headers.timestamp]: timestamp,
          [SEAMLESS.headers.signature]: signature,
        },
        body,
        signal: AbortSignal.timeout(timeoutMs),
      });
      const text = await response.text();
      if (response.status >= 500) return { ok: false, kind: 'unknown', reason: `HTTP ${response.status}` };
      let parsed: Record<string, unknown>;
      try {
        parsed = JSON.parse(text) as Record<string, unknown>;
      } catch {
        return { ok: false, kind: 'unknown', reason: `HTTP ${response.status} without a JSON answer` };
      }
      if (response.status === 200) return { ok: true, body: parsed as T };
      return {
        ok: false,
        kind: 'refused',
        status: response.status,
        code: typeof parsed.code === 'string' ? parsed.code : 'invalid_request',
        message: typeof parsed.message === 'string' ? parsed.message : '',
        ...(typeof parsed.balance === 'number' ? { balance: parsed.balance } : {}),
      };
    } catch (error) {
      return { ok: false, kind: 'unknown', reason: error instanceof Error ? error.message : String(error) };
    }
  }

  /** Sends one call, retrying an unknown outcome with the same body. */
  async function send<T>(call: string, payload: Record<string, unknown>): Promise<WalletResult<T>> {
    const body = JSON.stringify(payload); // serialised once: every retry carries the same bytes
    let result = await once<T>(call, body);
    for (let attempt = 1; attempt < attempts && !result.ok && result.kind === 'unknown'; attempt++) {
      await sleep(backoffMs * 2 ** (attempt - 1));
      result = await once<T>(call, body);
    }
    return result;
  }

  return {
    /** Exchanges a launch token for the player. */
    authenticate: (token: string) => send<AuthenticateAnswer>('authenticate', { token }),
    balance: (playerId: string) => send<WalletBalance>('balance', { player_id: playerId }),
    /** Takes a stake. */
    bet: (call: BetCall) =>
      send<TransactionAnswer>('bet', {
        transaction_id: call.transactionId,
        round_id: call.roundId,
        player_id: call.playerId,
        game_id: call.gameId,
        // A free spin stakes 0.00: the platform's free-spin session pays for it.
        amount: call.freeSpinSessionId ? 0 : call.amount,
        // The protocol's session id is a number (the studio keeps it as text).
        ...(call.freeSpinSessionId ? { free_spin_session_id: Number(call.freeSpinSessionId) } : {}),
        ...(typeof call.freeBetId === 'number' ? { free_bet_id: call.freeBetId } : {}),
      }),
    /** Pays a round (amount may be 0: it still closes the round). */
    win: (call: WinCall) =>
      send<TransactionAnswer>('win', {
        transaction_id: call.transactionId,
        round_id: call.roundId,
        player_id: call.playerId,
        bet_transaction_id: call.betTransactionId,
        amount: call.amount,
        round_closed: call.roundClosed,
      }),
    /** Cancels a bet; safe before the bet arrived and safe twice. */
    rollback: (call: RollbackCall) =>
      send<TransactionAnswer>('rollback', {
        transaction_id: call.transactionId,
        round_id: call.roundId,
        player_id: call.playerId,
        bet_transaction_id: call.betTransactionId,
      }),
    /**
     * Takes back part of what a bet's wins paid (a resettlement that pays less). The answer's
     * `amount` is what was taken: at most what the wins paid less earlier corrections, and no
     * more than the player's balance held.
     */
    correct: (call: CorrectCall) =>
      send<TransactionAnswer>('correct', {
        transaction_id: call.transactionId,
        round_id: call.roundId,
        player_id: call.playerId,
        bet_transaction_id: call.betTransactionId,
        amount: call.amount,
      }),
  };
}
