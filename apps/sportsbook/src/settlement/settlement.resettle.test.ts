import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Ticket } from '../tickets/ticket.types.js';
import { validateTicket } from '../tickets/ticket.validate.js';
import { resettleTicket } from './settlement.resettle.js';
import { settleTicket } from './settlement.settle.js';
import { modelSettle, toOutcome } from './testing/settlement.naive-model.js';
import { resultsArb, ticketInputArb, WIDE_LIMITS } from './testing/ticket.arbitraries.js';

const leg = (i: number, odds: number) => ({ eventId: `e${i}`, marketId: 'm', outcomeId: 'o', odds });

describe('resettlement', () => {
  it('moves exactly the difference to the corrected payout, once, through any chain of corrections', () => {
    const scenario = ticketInputArb.chain((input) =>
      fc.record({
        input: fc.constant(input),
        // The first settlement may have been partial (some legs open); each correction too.
        chain: fc.array(resultsArb(input.legs.length, 0.2), { minLength: 2, maxLength: 4 }),
      }),
    );
    fc.assert(
      fc.property(scenario, ({ input, chain }) => {
        let ticket: Ticket;
        try {
          ticket = validateTicket(input, WIDE_LIMITS);
        } catch {
          return fc.pre(false);
        }
        const model = { odds: ticket.legs.map((l) => l.odds), ...ticket };
        let stored = settleTicket(ticket, chain[0]!.map(toOutcome));
        let paid = stored.payout;
        let tokensOut = stored.returnsToken ? 1 : 0;
        for (const corrected of chain.slice(1)) {
          const step = resettleTicket(ticket, stored, corrected.map(toOutcome));
          paid += step.delta;
          tokensOut += step.token === 'return' ? 1 : step.token === 'revoke' ? -1 : 0;
          stored = step.settlement;
          // The same correction again, from what was stored, moves nothing.
          expect(resettleTicket(ticket, stored, corrected.map(toOutcome))).toEqual({
            settlement: stored,
            delta: 0,
            token: 'none',
          });
          const expected = modelSettle(model, corrected);
          expect(paid).toBe(expected.payout);
          expect(tokensOut).toBe(expected.returnsToken ? 1 : 0);
        }
      }),
      { numRuns: 150 },
    );
  });

  it('takes back a win found to be a loss, and pays a loss found to be a win', () => {
    const ticket = validateTicket({ type: 'accumulator', legs: [leg(0, 2000), leg(1, 1500)], stake: 1000 });
    const won = settleTicket(ticket, [{ kind: 'won' }, { kind: 'won' }]);
    expect(won.payout).toBe(3000);
    const lost = resettleTicket(ticket, won, [{ kind: 'won' }, { kind: 'lost' }]);
    expect(lost).toEqual({
      settlement: { status: 'Loser', payout: 0, returnsToken: false },
      delta: -3000,
      token: 'none',
    });
    const voided = resettleTicket(ticket, lost.settlement, [{ kind: 'won' }, { kind: 'void' }]);
    expect(voided.delta).toBe(2000);
    // A result withdrawn (the leg open again) takes back everything until it is entered.
    expect(resettleTicket(ticket, voided.settlement, [{ kind: 'won' }, null]).delta).toBe(-2000);
  });

  it('gives a free bet its token back when it becomes void, and takes it back when it no longer is', () => {
    const ticket = validateTicket({ type: 'single', legs: [leg(0, 3000)], stake: 1000, freeBet: true });
    const voided = settleTicket(ticket, [{ kind: 'void' }]);
    expect(voided).toEqual({ status: 'Voided', payout: 0, returnsToken: true });
    const won = resettleTicket(ticket, voided, [{ kind: 'won' }]);
    expect(won).toEqual({
      settlement: { status: 'Winner', payout: 2000, returnsToken: false },
      delta: 2000,
      token: 'revoke',
    });
    expect(resettleTicket(ticket, won.settlement, [{ kind: 'void' }])).toEqual({
      settlement: voided,
      delta: -2000,
      token: 'return',
    });
  });
});
