import { PLATFORM_PROOF_HEADER, platformProof } from '@casino/service-kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requestId, selections } from './selections.js';
import { buildWorld, type World } from './world.js';

let w: World;
beforeAll(async () => {
  w = await buildWorld();
});
afterAll(() => w.close());

const grant = async (userId: number, amount: number) =>
  w.platform.services.seamless.grantFreeBet({
    userId,
    provider: 'sportsbook',
    amount,
    expiresAt: new Date(w.clock.now().getTime() + 86_400_000),
  });

describe('free bets granted by the platform', () => {
  it('stakes nothing, pays the winnings without the stake, cannot be sold, and is used once', async () => {
    const p = await w.player(1_000);
    const freeBet = await grant(p.id, 500);
    expect((await p.post('/api/c/player/balance')).json().free_bets).toEqual([
      expect.objectContaining({ id: freeBet.id, amount: 5 }),
    ]);
    const [leg] = await selections(w, 1);
    const wrongStake = await p.place({
      request_id: requestId(),
      type: 'single',
      stake: 4,
      legs: [leg],
      free_bet_id: freeBet.id,
    });
    expect(wrongStake.statusCode).toBe(400);
    const placed = await p.place({
      request_id: requestId(),
      type: 'single',
      stake: 5,
      legs: [leg],
      free_bet_id: freeBet.id,
    });
    expect(placed.statusCode, placed.body).toBe(200);
    expect(placed.json()).toMatchObject({ freeBet: true, amountIn: 5 });
    expect(await p.balance()).toBe(1_000);
    const again = await p.place({
      request_id: requestId(),
      type: 'single',
      stake: 5,
      legs: [leg],
      free_bet_id: freeBet.id,
    });
    expect(again.json().code).toBe('free_bet_unavailable');

    const id = placed.json().id;
    expect((await p.get(`/api/c/ticket/${id}/cashout`)).json()).toEqual({
      price: null,
      code: 'free_bets_cannot_be_sold',
    });
    expect((await p.post(`/api/c/ticket/${id}/cashout`, { price: 1 })).json().code).toBe('free_bets_cannot_be_sold');

    const won =
      leg!.outcome_id === 'home'
        ? [
            { home: 2, away: 0 },
            { home: 0, away: 0 },
          ]
        : [
            { home: 0, away: 2 },
            { home: 0, away: 0 },
          ];
    await w.operator('POST', `/api/operator/events/${leg!.event_id}/result`, {
      result: { kind: 'score', periods: won },
    });
    await w.settleAll();
    // The winnings without the stake: 5 × odds − 5.
    const winnings = Math.floor((500 * Math.round(leg!.odds * 1000)) / 1000) - 500;
    expect(await p.balance()).toBe(1_000 + winnings);
    expect((await w.reconcile()).ok).toBe(true);
  });

  it('a void free bet gives the free bet back instead of money', async () => {
    const p = await w.player(0);
    const freeBet = await grant(p.id, 300);
    const [, leg] = await selections(w, 2);
    const placed = await p.place({
      request_id: requestId(),
      type: 'single',
      stake: 3,
      legs: [leg],
      free_bet_id: freeBet.id,
    });
    expect(placed.statusCode, placed.body).toBe(200);
    expect((await p.post('/api/c/player/balance')).json().free_bets).toEqual([]);
    await w.operator('POST', `/api/operator/events/${leg!.event_id}/void`);
    await w.settleAll();
    expect(await p.balance()).toBe(0);
    expect((await p.post('/api/c/player/balance')).json().free_bets).toEqual([
      expect.objectContaining({ id: freeBet.id }),
    ]);
    expect((await p.post('/api/c/ticket/status', { ticket_id: placed.json().id })).json().bet.status).toBe('Voided');
  });
});

describe('limits', () => {
  it('refuses stakes outside the limits and tickets that would pass a market liability', async () => {
    const p = await w.player(100_000);
    const [leg] = await selections(w, 1);
    expect((await p.place({ request_id: requestId(), type: 'single', stake: 0.05, legs: [leg] })).json()).toMatchObject(
      {
        code: 'transaction_limit',
        reason: 'stake_below_minimum',
      },
    );
    // As the book computes it: cents × odds in thousandths, rounded down.
    const payout = (stake: number) => Math.floor((stake * 100 * Math.round(leg!.odds * 1000)) / 1000) / 100;
    await w.operator('PUT', '/api/operator/settings', { maxMarketLiability: payout(20) + payout(20) + 1 });
    const first = await p.place({ request_id: requestId(), type: 'single', stake: 20, legs: [leg] });
    const second = await p.place({ request_id: requestId(), type: 'single', stake: 20, legs: [leg] });
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    const third = await p.place({ request_id: requestId(), type: 'single', stake: 20, legs: [leg] });
    expect(third.json()).toMatchObject({ code: 'transaction_limit', reason: 'liability' });
    expect(await p.balance()).toBe(100_000 - 4_000);
    const liability = (await w.operator('GET', `/api/operator/liability?event_id=${leg!.event_id}`)).json();
    expect(liability[0].markets[0]).toMatchObject({ market_id: '1x2', liability: payout(20) * 2 });
    await w.operator('PUT', '/api/operator/settings', { maxMarketLiability: 200_000 });
  });

  it('keeps the operator API to the key holder', async () => {
    const none = await w.app.inject({ method: 'GET', url: '/api/operator/settings' });
    expect(none.statusCode).toBe(403);
    const wrong = await w.app.inject({
      method: 'GET',
      url: '/api/operator/settings',
      headers: { authorization: 'Bearer not-the-operator-key-at-all' },
    });
    expect(wrong.statusCode).toBe(403);
    expect((await w.operator('GET', '/api/operator/settings')).statusCode).toBe(200);
  });
});

describe('request limits', () => {
  it('limits each session, and each address without one, per minute', async () => {
    const limited = await buildWorld({ env: { RATE_LIMIT_PER_MINUTE: '20' } });
    try {
      const p = await limited.player();
      const answers = [];
      for (let i = 0; i < 25; i++) answers.push(await p.post('/api/c/player/balance'));
      expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(20);
      expect(answers.find((a) => a.statusCode === 429)!.json()).toMatchObject({ code: 'too_many_requests' });
      // Another player's session has a budget of its own.
      const other = await limited.player();
      expect((await other.post('/api/c/player/balance')).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });

  it("leaves the platform's proven session openings out of the address's limit, and no one else's", async () => {
    const limited = await buildWorld({ env: { RATE_LIMIT_PER_MINUTE: '5' } });
    const open = (headers: Record<string, string>) =>
      limited.app.inject({
        method: 'POST',
        url: '/api/c/session/create',
        remoteAddress: '192.0.2.7',
        headers,
        payload: { token: 'not-a-launch-token' },
      });
    try {
      const proven = { [PLATFORM_PROOF_HEADER]: platformProof(limited.walletSecret) };
      for (let i = 0; i < 8; i++) expect((await open(proven)).statusCode).not.toBe(429);
      const guessed = { [PLATFORM_PROOF_HEADER]: platformProof('another-secret-of-enough-length') };
      const strangers = [];
      for (let i = 0; i < 6; i++) strangers.push((await open(i % 2 ? guessed : {})).statusCode);
      expect(strangers.filter((status) => status === 429)).toHaveLength(1);
    } finally {
      await limited.close();
    }
  });
});
