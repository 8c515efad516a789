import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requestId, selections } from './selections.js';
import { buildWorld, type World } from './world.js';

let w: World;
beforeAll(async () => {
  w = await buildWorld();
});
afterAll(() => w.close());

describe('live tickets wait the acceptance delay', () => {
  it('accepts a live single after the delay at unchanged odds', async () => {
    const p = await w.player(10_000);
    const [leg] = await selections(w, 1, { state: 'live' });
    w.slept.length = 0;
    const answer = await p.place({ request_id: requestId(), type: 'single', stake: 3, legs: [leg] });
    // The odds may move within 5 s of play: then the refusal names the new ones.
    if (answer.statusCode === 409) expect(answer.json().code).toBe('coefs_changed');
    else expect(answer.statusCode, answer.body).toBe(200);
    expect(w.slept).toEqual([5_000]);
  });

  it('odds that move against the player during the delay refuse the ticket with the new odds; "higher" takes a rise', async () => {
    const p = await w.player(10_000);
    const [leg] = await selections(w, 1, { state: 'live', oddsBetween: [1.3, 8] });
    // A wider margin during the delay lowers every price.
    w.during.delay = async () => {
      await w.services.operator.updateSettings({ margin: 0.12 });
    };
    const refused = await p.place({ request_id: requestId(), type: 'single', stake: 3, legs: [leg] });
    expect(refused.statusCode).toBe(409);
    const body = refused.json();
    expect(body.code).toBe('coefs_changed');
    expect(body.legs[0].odds).toBeLessThan(leg!.odds);
    expect(await p.balance()).toBe(10_000);

    // A narrower one raises them: "higher" accepts at the new odds.
    await w.services.operator.updateSettings({ margin: 0.12 });
    const [dear] = await selections(w, 1, { state: 'live', oddsBetween: [1.3, 8] });
    w.during.delay = async () => {
      await w.services.operator.updateSettings({ margin: 0.02 });
    };
    const taken = await p.place({
      request_id: requestId(),
      type: 'single',
      stake: 3,
      legs: [dear],
      accept_odds: 'higher',
    });
    expect(taken.statusCode, taken.body).toBe(200);
    expect(taken.json().coef).toBeGreaterThan(dear!.odds);
    w.during.delay = undefined;
    await w.services.operator.updateSettings({ margin: 0.06 });
  });

  it('a market suspended during the delay refuses the ticket and frees its liability', async () => {
    const p = await w.player(10_000);
    const [leg] = await selections(w, 1, { state: 'live' });
    // What the book holds on this leg's outcome (its market's liability may be another outcome's).
    const liability = async () => {
      const [event] = (await w.operator('GET', `/api/operator/liability?event_id=${leg!.event_id}`)).json();
      const market = event?.markets.find((m: { market_id: string }) => m.market_id === leg!.market_id);
      return market?.outcomes.find((o: { outcome_id: string }) => o.outcome_id === leg!.outcome_id)?.payout ?? 0;
    };
    const before = await liability();
    w.during.delay = async () => {
      expect(await liability()).toBeGreaterThan(before);
      await w.services.operator.suspend(leg!.event_id);
    };
    const refused = await p.place({ request_id: requestId(), type: 'single', stake: 3, legs: [leg] });
    w.during.delay = undefined;
    expect(refused.json().code).toBe('market_suspended');
    expect(await liability()).toBe(before);
    await w.services.operator.resume(leg!.event_id);
  });
});

describe('cash-out', () => {
  it('sells a whole ticket at the quoted price, once; a second sale is refused', async () => {
    const p = await w.player(10_000);
    const [leg] = await selections(w, 1);
    const bet = (await p.place({ request_id: requestId(), type: 'single', stake: 10, legs: [leg] })).json();
    const { price } = (await p.get(`/api/c/ticket/${bet.id}/cashout`)).json();
    expect(price).toBeGreaterThan(0);
    expect(price).toBeLessThan(10); // the fair value of an even stake less the margin
    const sold = await p.post(`/api/c/ticket/${bet.id}/cashout`, { price });
    expect(sold.statusCode, sold.body).toBe(200);
    expect(sold.json()).toMatchObject({ status: 'Cancelled', amountOut: price, cashOut: null });
    expect(await p.balance()).toBe(9_000 + Math.round(price * 100));
    const again = await p.post(`/api/c/ticket/${bet.id}/cashout`, { price });
    expect(again.json().code).toBe('bet_is_not_for_sale');
    // Settlement leaves a sold ticket alone.
    await w.finish(leg!.event_id);
    await w.settleAll();
    expect(await p.balance()).toBe(9_000 + Math.round(price * 100));
    expect((await w.reconcile()).ok).toBe(true);
  });

  it('a partial sale pays its part; the rest settles on the result', async () => {
    const p = await w.player(10_000);
    const [leg] = await selections(w, 1);
    const bet = (await p.place({ request_id: requestId(), type: 'single', stake: 10, legs: [leg] })).json();
    const { price } = (await p.get(`/api/c/ticket/${bet.id}/cashout?stake=4`)).json();
    const sold = (await p.post(`/api/c/ticket/${bet.id}/cashout`, { price, stake: 4 })).json();
    expect(sold).toMatchObject({ status: 'Wait', amountIn: 10, amountOut: price });
    const higher = await p.post(`/api/c/ticket/${bet.id}/cashout`, { price: 100, stake: 1 });
    expect(higher.statusCode).toBe(409);
    expect(higher.json().code).toBe('coefs_changed');
    await w.operator('POST', `/api/operator/events/${leg!.event_id}/void`);
    await w.settleAll();
    // Void: the 6 still staked come back, besides what the sale paid.
    const ticket = (await p.post('/api/c/ticket/status', { ticket_id: bet.id })).json().bet;
    expect(ticket).toMatchObject({ status: 'Voided' });
    expect(await p.balance()).toBe(9_000 + Math.round(price * 100) + 600);
    expect((await w.reconcile()).ok).toBe(true);
  });

  it('is refused while a leg is suspended, and to another player', async () => {
    const p = await w.player(10_000);
    const [leg] = await selections(w, 1);
    const bet = (await p.place({ request_id: requestId(), type: 'single', stake: 10, legs: [leg] })).json();
    await w.services.operator.suspend(leg!.event_id, '1x2');
    expect((await p.get(`/api/c/ticket/${bet.id}/cashout`)).json()).toEqual({
      price: null,
      code: 'bet_is_not_for_sale',
    });
    expect((await p.post(`/api/c/ticket/${bet.id}/cashout`, { price: 1 })).json().code).toBe('bet_is_not_for_sale');
    await w.services.operator.resume(leg!.event_id, '1x2');
    const other = await w.player();
    expect((await other.post(`/api/c/ticket/${bet.id}/cashout`, { price: 1 })).statusCode).toBe(404);
  });
});
