import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { validateTicket } from '../tickets/ticket.validate.js';
import type { Ticket, TicketInput } from '../tickets/ticket.types.js';
import { settleTicket } from './settlement.settle.js';
import { modelSettle, toOutcome, type ModelResult } from './testing/settlement.naive-model.js';
import { resultsArb, ticketInputArb, WIDE_LIMITS } from './testing/ticket.arbitraries.js';

const leg = (i: number, odds: number) => ({ eventId: `e${i}`, marketId: 'm', outcomeId: 'o', odds });
const single = (odds: number, stake: number, freeBet = false) =>
  validateTicket({ type: 'single', legs: [leg(0, odds)], stake, freeBet });
const acca = (odds: number[], stake: number, freeBet = false) =>
  validateTicket({ type: 'accumulator', legs: odds.map((o, i) => leg(i, o)), stake, freeBet });

/** A ticket from the arbitrary, or null when even the wide limits refuse its potential payout. */
function accept(input: TicketInput): Ticket | null {
  try {
    return validateTicket(input, WIDE_LIMITS);
  } catch {
    return null;
  }
}

const modelOf = (ticket: Ticket) => ({
  odds: ticket.legs.map((l) => l.odds),
  sizes: ticket.sizes,
  stakePerLine: ticket.stakePerLine,
  stake: ticket.stake,
  freeBet: ticket.freeBet,
});

const ticketWithResults = (openWeight: number) =>
  ticketInputArb.chain((input) => resultsArb(input.legs.length, openWeight).map((results) => ({ input, results })));

function checkAgainstModel(ticket: Ticket, results: ModelResult[]): void {
  const engine = settleTicket(ticket, results.map(toOutcome));
  const model = modelSettle(modelOf(ticket), results);
  expect(engine).toEqual({ status: model.status, payout: model.payout, returnsToken: model.returnsToken });
  // The rounding rule: the exact return rounded down once per ticket, so the player gets
  // less than the exact amount by under one cent (the float model agrees to rounding noise).
  expect(engine.payout).toBeLessThanOrEqual(model.float * (1 + 1e-12) + 1e-6);
  expect(engine.payout).toBeGreaterThan(model.float * (1 - 1e-12) - 1 - 1e-6);
}

describe('settlement of random tickets against the naive model', () => {
  it('settles every decided ticket (singles, accumulators, systems, all outcome kinds) as the model does', () => {
    fc.assert(
      fc.property(ticketWithResults(0), ({ input, results }) => {
        const ticket = accept(input);
        fc.pre(ticket !== null);
        checkAgainstModel(ticket!, results);
      }),
      { numRuns: 400 },
    );
  });

  it('waits while a line can still win, and settles at once when none can', () => {
    fc.assert(
      fc.property(ticketWithResults(0.4), ({ input, results }) => {
        const ticket = accept(input);
        fc.pre(ticket !== null);
        checkAgainstModel(ticket!, results);
      }),
      { numRuns: 400 },
    );
  });
});

describe('settlement by the rules', () => {
  it('settles an accumulator with a lost leg as Loser at once, its other legs still open', () => {
    const ticket = acca([2000, 3000, 1500], 1000);
    expect(settleTicket(ticket, [null, { kind: 'lost' }, null])).toEqual({
      status: 'Loser',
      payout: 0,
      returnsToken: false,
    });
    expect(settleTicket(ticket, [{ kind: 'won' }, null, { kind: 'won' }]).status).toBe('Wait');
  });

  it('re-prices an accumulator without its void legs', () => {
    const ticket = acca([2000, 3000, 1850], 1000);
    expect(settleTicket(ticket, [{ kind: 'won' }, { kind: 'void' }, { kind: 'won' }])).toEqual({
      status: 'Winner',
      payout: 3700,
      returnsToken: false,
    });
  });

  it('refunds the stake of a ticket whose every leg is void, and a free bet its token', () => {
    const results = [{ kind: 'void' }, { kind: 'void' }] as const;
    expect(settleTicket(acca([2000, 3000], 1000), results)).toEqual({
      status: 'Voided',
      payout: 1000,
      returnsToken: false,
    });
    expect(settleTicket(acca([2000, 3000], 1000, true), results)).toEqual({
      status: 'Voided',
      payout: 0,
      returnsToken: true,
    });
  });

  it('pays quarter lines half at the odds and half back', () => {
    expect(settleTicket(single(1900, 1000), [{ kind: 'half-won' }])).toEqual({
      status: 'Winner',
      payout: 1450,
      returnsToken: false,
    });
    // Half returned is less than the stake: Done, not Winner nor Loser.
    expect(settleTicket(single(1900, 1000), [{ kind: 'half-lost' }])).toEqual({
      status: 'Done',
      payout: 500,
      returnsToken: false,
    });
  });

  it('rolls the whole return of a half-won accumulator leg on to the next leg', () => {
    // 10.00 × 2.00 = 20.00 on leg 1; half (10.00) at 1.90 = 19.00 plus half back 10.00 = 29.00 rolls on.
    expect(
      settleTicket(acca([2000, 1900, 3000], 1000), [{ kind: 'won' }, { kind: 'half-won' }, { kind: 'won' }]),
    ).toEqual({ status: 'Winner', payout: 8700, returnsToken: false });
    expect(settleTicket(acca([2000, 1900], 1000), [{ kind: 'won' }, { kind: 'half-lost' }]).payout).toBe(1000);
  });

  it("pays a bookmaker's published quarter-line accumulator examples, rounded down", () => {
    // Bodog's "Quarter Ball - Parlay Payout Examples": 10.00 on 2.0, 2.2, 1.91 and 2.5.
    const four = (stake: number) => acca([2000, 2200, 1910, 2500], stake);
    const won = { kind: 'won' } as const;
    // (10/2 × 2.0 + 10/2) × 2.2 × 1.91 × 2.5 = 157.575: the house keeps the half cent.
    expect(settleTicket(four(1000), [{ kind: 'half-won' }, won, won, won]).payout).toBe(15757);
    // 15 rolls on to B: (15/2 × 2.2 + 15/2) × 1.91 × 2.5 = 114.60.
    expect(settleTicket(four(1000), [{ kind: 'half-won' }, { kind: 'half-won' }, won, won]).payout).toBe(11460);
    // Half pushed twice: 2.50 × 1.91 × 2.5 = 11.9375, paid 11.93.
    expect(settleTicket(four(1000), [{ kind: 'half-lost' }, { kind: 'half-lost' }, won, won]).payout).toBe(1193);
  });

  it('pays a dead heat its share of the stake at the odds, rounding a third down to the cent', () => {
    expect(settleTicket(single(5000, 1000), [{ kind: 'dead-heat', share: 0.5 }]).payout).toBe(2500);
    // 1000 × 1/3 × 2.5 = 833.33…: the house keeps the third of a cent.
    expect(settleTicket(single(2500, 1000), [{ kind: 'dead-heat', share: 1 / 3 }])).toEqual({
      status: 'Done',
      payout: 833,
      returnsToken: false,
    });
  });

  it('pays a free bet its winnings without the stake', () => {
    expect(settleTicket(single(2500, 1000, true), [{ kind: 'won' }])).toEqual({
      status: 'Winner',
      payout: 1500,
      returnsToken: false,
    });
    // A half-lost free bet returns half a stake that was never the player's money: nothing.
    expect(settleTicket(single(1900, 1000, true), [{ kind: 'half-lost' }]).status).toBe('Loser');
    expect(settleTicket(acca([2000, 3000], 1000, true), [{ kind: 'void' }, { kind: 'won' }]).payout).toBe(2000);
  });

  it('settles a Trixie line by line and decides it once two of its three legs lost', () => {
    const trixie = validateTicket({
      type: 'system',
      name: 'trixie',
      legs: [2000, 3000, 4000].map((o, i) => leg(i, o)),
      stake: 400,
    });
    // Doubles 2×3, 2×4, 3×4 and the treble 24, 100 each: 600 + 800 + 1200 + 2400.
    expect(settleTicket(trixie, [{ kind: 'won' }, { kind: 'won' }, { kind: 'won' }]).payout).toBe(5000);
    expect(settleTicket(trixie, [{ kind: 'won' }, { kind: 'lost' }, null]).status).toBe('Wait');
    expect(settleTicket(trixie, [{ kind: 'lost' }, { kind: 'lost' }, null]).status).toBe('Loser');
    // One double won at 2 × 1.2 = 2.4 on 100: 240 back of 400 staked.
    const short = validateTicket({
      type: 'system',
      name: 'trixie',
      legs: [2000, 1200, 4000].map((o, i) => leg(i, o)),
      stake: 400,
    });
    expect(settleTicket(short, [{ kind: 'won' }, { kind: 'won' }, { kind: 'lost' }])).toEqual({
      status: 'Done',
      payout: 240,
      returnsToken: false,
    });
  });
});
