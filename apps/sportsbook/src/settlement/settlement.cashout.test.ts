import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { TicketError } from '../tickets/ticket.errors.js';
import type { Ticket, TicketInput } from '../tickets/ticket.types.js';
import { validateTicket } from '../tickets/ticket.validate.js';
import { priceCashOut, sellTicket, type LegQuote } from './settlement.cashout.js';
import { modelReturn, modelWaits, toOutcome, type ModelResult } from './testing/settlement.naive-model.js';
import { resultsArb, ticketInputArb, WIDE_LIMITS } from './testing/ticket.arbitraries.js';

const leg = (i: number, odds: number) => ({ eventId: `e${i}`, marketId: 'm', outcomeId: 'o', odds });

function accept(input: TicketInput): Ticket | null {
  try {
    return validateTicket({ ...input, freeBet: false }, WIDE_LIMITS);
  } catch {
    return null;
  }
}

/**
 * A ticket with some open legs (at most 3, so the expectation below lists at most 5^3
 * endings), its other legs' results, and a margin.
 */
const openTicketArb = ticketInputArb.chain((input) =>
  fc.record({
    input: fc.constant(input),
    results: resultsArb(input.legs.length, 0.3).map((results) => {
      let open = 0;
      return results.map((r): ModelResult => (r === null && ++open > 3 ? { kind: 'won' } : r));
    }),
    marginBp: fc.integer({ min: 0, max: 2_000 }),
  }),
);

const modelOf = (ticket: Ticket) => ({ odds: ticket.legs.map((l) => l.odds), ...ticket });
const settledQuote = (r: ModelResult): LegQuote => ({ state: 'settled', outcome: toOutcome(r)! });

function refusal(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    if (error instanceof TicketError) return error.code;
    throw error;
  }
  throw new Error('the cash-out was accepted');
}

describe('cash-out pricing', () => {
  it('prices open legs that are certain at the potential payout less the margin, rounded down', () => {
    fc.assert(
      fc.property(openTicketArb, ({ input, results, marginBp }) => {
        const ticket = accept(input);
        fc.pre(ticket !== null && modelWaits(modelOf(ticket), results));
        const quotes = results.map((r) => (r === null ? { state: 'open' as const, won: 1 } : settledQuote(r)));
        const certain = modelReturn(
          modelOf(ticket!),
          results.map((r) => r ?? { kind: 'won' }),
        );
        const expected = (certain.numerator * BigInt(10_000 - marginBp)) / (certain.denominator * 10_000n);
        fc.pre(expected > 0n);
        expect(priceCashOut(ticket!, quotes, marginBp)).toBe(Number(expected));
      }),
      { numRuns: 200 },
    );
  });

  it('prices any open ticket at its expected return less the margin, summed over every way its open legs can end', () => {
    const probabilities = fc
      .tuple(fc.nat(1000), fc.nat(1000), fc.nat(1000), fc.nat(1000), fc.integer({ min: 1, max: 1000 }))
      .map((w) => {
        const total = w.reduce((a, b) => a + b, 0);
        return { won: w[0] / total, halfWon: w[1] / total, void: w[2] / total, halfLost: w[3] / total };
      });
    const scenario = openTicketArb.chain((s) =>
      fc.record({ s: fc.constant(s), p: fc.array(probabilities, { minLength: 20, maxLength: 20 }) }),
    );
    fc.assert(
      fc.property(scenario, ({ s: { input, results, marginBp }, p }) => {
        const ticket = accept(input);
        fc.pre(ticket !== null && modelWaits(modelOf(ticket), results));
        const open = results.flatMap((r, i) => (r === null ? [i] : []));
        // Every combination of the open legs' endings, weighted by its probability.
        // The pricer reads each chance to the billionth, rounded down, and leaves the rest to a loss.
        const read = (x: number) => Math.floor(x * 1e9) / 1e9;
        const endings = [
          ['won', (i: number) => read(p[i]!.won)],
          ['half-won', (i: number) => read(p[i]!.halfWon)],
          ['void', (i: number) => read(p[i]!.void)],
          ['half-lost', (i: number) => read(p[i]!.halfLost)],
          ['lost', (i: number) => 1 - read(p[i]!.won) - read(p[i]!.halfWon) - read(p[i]!.void) - read(p[i]!.halfLost)],
        ] as const;
        let expectation = 0;
        for (let c = 0; c < endings.length ** open.length; c++) {
          const filled = [...results];
          let weight = 1;
          open.forEach((legIndex, j) => {
            const [kind, chance] = endings[Math.floor(c / endings.length ** j) % endings.length]!;
            filled[legIndex] = { kind };
            weight *= chance(legIndex);
          });
          expectation += weight * modelReturn(modelOf(ticket!), filled).float;
        }
        const fair = (expectation * (10_000 - marginBp)) / 10_000;
        fc.pre(fair >= 1);
        const quotes = results.map((r, i): LegQuote => (r === null ? { state: 'open', ...p[i]! } : settledQuote(r)));
        const price = priceCashOut(ticket!, quotes, marginBp);
        // Rounded down to the cent; what is left is floating-point error.
        expect(price).toBeLessThanOrEqual(fair * (1 + 1e-9) + 1e-6);
        expect(price).toBeGreaterThan(fair * (1 - 1e-7) - 1);
      }),
      { numRuns: 100 },
    );
  });

  it('splits a partial cash-out exactly: the part sold and the part kept are worth the whole, to the cent', () => {
    const scenario = openTicketArb.chain((s) =>
      fc.record({ s: fc.constant(s), share: fc.double({ min: 0, max: 1, noNaN: true }) }),
    );
    fc.assert(
      fc.property(scenario, ({ s: { input, results, marginBp }, share }) => {
        const ticket = accept(input);
        fc.pre(ticket !== null && modelWaits(modelOf(ticket), results) && ticket.stakePerLine >= 2);
        const quotes = results.map((r) =>
          r === null ? { state: 'open' as const, won: 0.4, void: 0.1 } : settledQuote(r),
        );
        let whole: number;
        try {
          whole = priceCashOut(ticket!, quotes, marginBp);
        } catch {
          return fc.pre(false); // worth less than a cent: nothing to sell
        }
        const soldPerLine = Math.min(ticket!.stakePerLine - 1, Math.max(1, Math.round(share * ticket!.stakePerLine)));
        let sale: ReturnType<typeof sellTicket>;
        try {
          sale = sellTicket(ticket!, quotes, soldPerLine * ticket!.lines, marginBp);
        } catch (error) {
          // Only a part worth under a cent is refused, and only when the whole is worth that little per line.
          expect((error as TicketError).reason).toBe('nothing_to_sell');
          expect(whole).toBeLessThan(ticket!.stakePerLine);
          return;
        }
        const { sold, remaining } = sale;
        expect(sold.status).toBe('Cancelled');
        expect(sold.stake + remaining!.stake).toBe(ticket!.stake);
        expect(remaining!.stakePerLine * remaining!.lines).toBe(remaining!.stake);
        const kept = (() => {
          try {
            return priceCashOut(remaining!, quotes, marginBp);
          } catch {
            return 0; // the part kept is worth less than a cent
          }
        })();
        expect(sold.payout + kept).toBe(whole);
        expect(Math.abs(sold.payout - (whole * sold.stake) / ticket!.stake)).toBeLessThanOrEqual(1);
      }),
      { numRuns: 200 },
    );
  });
});

describe('cash-out refusals and the sale', () => {
  const acca = validateTicket({ type: 'accumulator', legs: [leg(0, 2000), leg(1, 3000)], stake: 1000 });
  const open = { state: 'open', won: 0.5 } as const;

  it('sells a whole ticket as Cancelled (Sold) at its price', () => {
    const quotes: LegQuote[] = [{ state: 'settled', outcome: { kind: 'won' } }, open];
    // 10.00 × 2.00 × (0.5 × 3.00) = 30.00 fair, 28.50 after 5 %.
    expect(priceCashOut(acca, quotes)).toBe(2850);
    expect(sellTicket(acca, quotes)).toEqual({
      sold: { status: 'Cancelled', stake: 1000, payout: 2850 },
      remaining: null,
    });
    expect(sellTicket(acca, quotes, 400)).toEqual({
      sold: { status: 'Cancelled', stake: 400, payout: 1140 },
      remaining: { ...acca, stake: 600, stakePerLine: 600 },
    });
  });

  it("refuses free bets, suspended legs and settled tickets with the spec's wording", () => {
    const free = validateTicket({ type: 'single', legs: [leg(0, 2000)], stake: 1000, freeBet: true });
    expect(refusal(() => priceCashOut(free, [open]))).toBe('free_bets_cannot_be_sold');
    expect(refusal(() => sellTicket(free, [open]))).toBe('free_bets_cannot_be_sold');
    expect(refusal(() => priceCashOut(acca, [open, { state: 'suspended' }]))).toBe('bet_is_not_for_sale');
    const lost: LegQuote = { state: 'settled', outcome: { kind: 'lost' } };
    expect(refusal(() => priceCashOut(acca, [lost, open]))).toBe('bet_is_not_for_sale');
    const won: LegQuote = { state: 'settled', outcome: { kind: 'won' } };
    expect(refusal(() => priceCashOut(acca, [won, won]))).toBe('bet_is_not_for_sale');
    expect(refusal(() => priceCashOut(acca, [won, { state: 'open', won: 0 }]))).toBe('bet_is_not_for_sale');
    try {
      priceCashOut(acca, [open, { state: 'suspended' }]);
    } catch (error) {
      expect((error as Error).message).toBe('Bet is not for sale.');
    }
  });

  it('refuses a partial sale that is not a whole number of cents per line', () => {
    const yankee = validateTicket({
      type: 'system',
      name: 'yankee',
      legs: [0, 1, 2, 3].map((i) => leg(i, 2000)),
      stake: 1100,
    });
    const quotes: LegQuote[] = Array.from({ length: 4 }, () => open);
    expect(sellTicket(yankee, quotes, 550).remaining!.stakePerLine).toBe(50);
    expect(refusal(() => sellTicket(yankee, quotes, 500))).toBe('error_block_bet_data');
    expect(refusal(() => sellTicket(yankee, quotes, 0))).toBe('error_block_bet_data');
    expect(refusal(() => sellTicket(yankee, quotes, 1111))).toBe('error_block_bet_data');
    // 0.01 of a 20.00 ticket at 1.001 with a 1 % chance is worth a hundredth of a cent: not sold for nothing.
    const long = validateTicket({ type: 'single', legs: [leg(0, 1001)], stake: 2000 });
    expect(refusal(() => sellTicket(long, [{ state: 'open', won: 0.01 }], 1))).toBe('bet_is_not_for_sale');
    // Half of it: the whole is worth 19.019 (paid 19), the half kept 9.5095 (9): the half sold gets 10.
    expect(sellTicket(long, [{ state: 'open', won: 0.01 }], 1000).sold.payout).toBe(10);
  });
});
