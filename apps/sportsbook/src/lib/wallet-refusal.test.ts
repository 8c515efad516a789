import { describe, expect, it } from 'vitest';
import { walletRefusal } from './wallet-refusal.js';

const refused = (code: string, status: number, balance?: number) => ({
  ok: false as const,
  kind: 'refused' as const,
  status,
  code,
  message: '',
  ...(balance === undefined ? {} : { balance }),
});

describe('walletRefusal', () => {
  it("tells the player the platform's refusal with its status", () => {
    expect(walletRefusal(refused('player_blocked', 403))).toMatchObject({ code: 'player_blocked', statusCode: 403 });
    expect(walletRefusal(refused('invalid_token', 401))).toMatchObject({ code: 'invalid_token', statusCode: 401 });
    expect(walletRefusal(refused('free_bet_unavailable', 409))).toMatchObject({
      code: 'free_bet_unavailable',
      statusCode: 409,
    });
    expect(walletRefusal(refused('transaction_limit', 400))).toMatchObject({
      code: 'transaction_limit',
      statusCode: 400,
    });
  });

  it("refuses a stake that would pass the player's own wager or loss limit with play_limit_reached (403)", () => {
    const error = walletRefusal(refused('play_limit_reached', 403));
    expect(error).toMatchObject({ code: 'play_limit_reached', statusCode: 403, details: {} });
    expect(error.message).toBe('This bet would pass a wager or loss limit you set.');
  });

  it('keeps the balance of a stake the balance does not cover', () => {
    expect(walletRefusal(refused('not_enough_money', 400, 1.5))).toMatchObject({
      code: 'not_enough_money',
      statusCode: 400,
      details: { balance: 1.5 },
    });
  });

  it('answers invalid_request for a code the player has no text for, wallet_unavailable for no answer', () => {
    expect(walletRefusal(refused('round_closed', 409))).toMatchObject({ code: 'invalid_request', statusCode: 400 });
    expect(walletRefusal({ ok: false, kind: 'unknown', reason: 'HTTP 500' })).toMatchObject({
      code: 'wallet_unavailable',
      statusCode: 503,
    });
  });
});
