import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requestId, selections } from './selections.js';
import { buildWorld, type World } from './world.js';

let w: World;
beforeAll(async () => {
  w = await buildWorld();
});
afterAll(() => w.close());

const odds = (x: number) => Math.round(x * 1000);
const paid = (stakeCents: number, decimalOdds: number) => Math.floor((stakeCents * odds(decimalOdds)) / 1000);

describe('settlement from results', () => {
  it('pays exactly one of the three 1X2 singles of an event, once, and resettles a corrected result', async () => {
    const p = await w.player(10_000);
    const [home] = await selections(w, 1);
    const view = (await w.app.inject({ method: 'GET', url: '/api/health' })).statusCode;
    expect(view).toBe(200);
    const legs = (['home', 'draw', 'away'] as const).map((outcome_id) => ({ ...home!, outcome_id }));
    const { settings, overrides } = await w.services.book.cached();
    const event = w.services.book.event(home!.event_id)!;
    const market = w.services.book
      .view(event, settings, overrides.get(event.id), w.clock.now().getTime())
      .markets.find((m) => m.key === '1x2')!;
    const bets = [];
    for (const leg of legs) {
      const price = market.outcomes.find((o) => o.outcome === leg.outcome_id)!.odds / 1000;
      const answer = await p.place({
        request_id: requestId(),
        type: 'single',
        stake: 10,
        legs: [{ ...leg, odds: price }],
      });
      expect(answer.statusCode, answer.body).toBe(200);
      bets.push({ id: answer.json().id as string, odds: price, outcome: leg.outcome_id });
    }
    expect(await p.balance()).toBe(7_000);

    await w.finish(home!.event_id);
    await w.settleAll();
    await w.settleAll(); // a second run changes nothing
    const settled = (await p.get('/api/c/betshistory?status=settled')).json().results as {
      id: string;
      status: string;
      amountOut: number;
    }[];
    expect(settled).toHaveLength(3);
    const winners = settled.filter((b) => b.status === 'Winner');
    expect(winners).toHaveLength(1);
    const winner = bets.find((b) => b.id === winners[0]!.id)!;
    expect(winners[0]!.amountOut).toBe(paid(1_000, winner.odds) / 100);
    expect(await p.balance()).toBe(7_000 + paid(1_000, winner.odds));

    // The operator corrects the result so another outcome wins: the difference moves once.
    const other = bets.find((b) => b.id !== winner.id)!;
    const result =
      other.outcome === 'home'
        ? {
            kind: 'score',
            periods: [
              { home: 1, away: 0 },
              { home: 1, away: 0 },
            ],
          }
        : other.outcome === 'away'
          ? {
              kind: 'score',
              periods: [
                { home: 0, away: 1 },
                { home: 0, away: 0 },
              ],
            }
          : {
              kind: 'score',
              periods: [
                { home: 1, away: 1 },
                { home: 0, away: 0 },
              ],
            };
    expect((await w.operator('POST', `/api/operator/events/${home!.event_id}/result`, { result })).statusCode).toBe(
      200,
    );
    await w.settleAll();
    await w.settleAll();
    expect(await p.balance()).toBe(7_000 + paid(1_000, other.odds));
    const after = (await p.get('/api/c/betshistory?status=settled')).json().results as { id: string; status: string }[];
    expect(after.find((b) => b.id === other.id)!.status).toBe('Winner');
    expect(after.find((b) => b.id === winner.id)!.status).toBe('Loser');

    // Voided: every stake back, nothing more.
    expect((await w.operator('POST', `/api/operator/events/${home!.event_id}/void`)).statusCode).toBe(200);
    await w.settleAll();
    expect(await p.balance()).toBe(10_000);
    const voided = (await p.get('/api/c/betshistory')).json().results as { status: string; amountOut: number }[];
    expect(voided.every((b) => b.status === 'Voided' && b.amountOut === 10)).toBe(true);
    expect((await w.reconcile()).ok).toBe(true);
  });

  it('an accumulator with a void leg is re-priced without it; a lost leg settles it at once', async () => {
    const p = await w.player(10_000);
    const [a, b] = await selections(w, 2);
    const acc = (await p.place({ request_id: requestId(), type: 'accumulator', stake: 10, legs: [a, b] })).json();
    expect(acc.status).toBe('Wait');
    await w.operator('POST', `/api/operator/events/${a!.event_id}/void`);
    await w.settleAll();
    expect((await p.get(`/api/c/${acc.id}/subbet`)).json().outcomes[0].status).toBe('Voided');
    // b loses: a 0-3 or 3-0 against the leg's side.
    const lost =
      b!.outcome_id === 'home'
        ? [
            { home: 0, away: 2 },
            { home: 0, away: 1 },
          ]
        : [
            { home: 2, away: 0 },
            { home: 1, away: 0 },
          ];
    await w.operator('POST', `/api/operator/events/${b!.event_id}/result`, {
      result: { kind: 'score', periods: lost },
    });
    await w.settleAll();
    const ticket = (await p.post('/api/c/ticket/status', { ticket_id: acc.id })).json();
    expect(ticket.bet).toMatchObject({ status: 'Loser', amountOut: 0 });
    expect(await p.balance()).toBe(9_000);
  });

  it('a postponed event keeps its bets until it resumes; after 48 hours without a result they are void', async () => {
    const p = await w.player(10_000);
    const [a, b] = await selections(w, 2);
    await p.place({ request_id: requestId(), type: 'single', stake: 5, legs: [a] });
    await p.place({ request_id: requestId(), type: 'single', stake: 5, legs: [b] });
    await w.operator('POST', `/api/operator/events/${a!.event_id}/hold`, { status: 'postponed' });
    await w.operator('POST', `/api/operator/events/${b!.event_id}/hold`, { status: 'cancelled' });
    const placeAgain = await p.place({ request_id: requestId(), type: 'single', stake: 5, legs: [a] });
    expect(placeAgain.json().code).toBe('market_suspended');
    w.clock.advance(47 * 3_600_000);
    await w.operator('POST', `/api/operator/events/${a!.event_id}/reinstate`);
    w.clock.advance(2 * 3_600_000);
    await w.settleAll();
    // The player's session has long expired: read the tickets as the book holds them.
    const tickets = await w.db
      .selectFrom('sb_tickets')
      .select(['status'])
      .where('player_id', '=', String(p.id))
      .execute();
    // b: void after 48 hours; a: resumed, settled on its result.
    expect(tickets.filter((t) => t.status === 'Voided')).toHaveLength(1);
    expect(tickets.some((t) => t.status === 'Wait')).toBe(false);
    expect((await w.reconcile()).ok).toBe(true);
  });
});
