import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { TicketError } from './ticket.errors.js';
import { formatOdds, parseOdds, potentialPayout } from './ticket.odds.js';
import { binomial, expandTicket } from './ticket.systems.js';
import { DEFAULT_TICKET_LIMITS, type SystemName, type TicketInput } from './ticket.types.js';
import { validateTicket } from './ticket.validate.js';

const legs = (n: number, odds = 2000) =>
  Array.from({ length: n }, (_, i) => ({ eventId: `e${i}`, marketId: `m${i}`, outcomeId: `o${i}`, odds }));

function refusal(input: TicketInput, limits = DEFAULT_TICKET_LIMITS): { code: string; reason: string } {
  try {
    validateTicket(input, limits);
  } catch (error) {
    if (error instanceof TicketError) return { code: error.code, reason: error.reason };
    throw error;
  }
  throw new Error('the ticket was accepted');
}

describe('ticket shapes', () => {
  it('expands the named systems into their textbook number of lines', () => {
    const expected: [SystemName, number, number][] = [
      ['trixie', 3, 4],
      ['patent', 3, 7],
      ['yankee', 4, 11],
      ['lucky15', 4, 15],
      ['canadian', 5, 26],
      ['lucky31', 5, 31],
      ['heinz', 6, 57],
      ['lucky63', 6, 63],
      ['super-heinz', 7, 120],
      ['goliath', 8, 247],
    ];
    for (const [name, n, lines] of expected) {
      const ticket = validateTicket({ type: 'system', name, legs: legs(n), stake: lines * 100 });
      expect(ticket.lines, name).toBe(lines);
      expect(ticket.stakePerLine).toBe(100);
      const expanded = expandTicket(ticket);
      expect(expanded).toHaveLength(lines);
      expect(expanded.every((line) => line.stake === 100)).toBe(true);
    }
    expect(
      expandTicket(validateTicket({ type: 'system', of: 2, legs: legs(3), stake: 300 })).map((l) => l.legIndexes),
    ).toEqual([
      [0, 1],
      [0, 2],
      [1, 2],
    ]);
  });

  it('expands k-of-n into every distinct k-leg combination, once', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 3, max: 10 }).chain((n) => fc.tuple(fc.constant(n), fc.integer({ min: 2, max: n - 1 }))),
        ([n, k]) => {
          const lines = binomial(n, k);
          const ticket = validateTicket({ type: 'system', of: k, legs: legs(n, 1100), stake: lines * 10 });
          const expanded = expandTicket(ticket);
          expect(ticket.lines).toBe(lines);
          expect(expanded).toHaveLength(lines);
          const keys = new Set(expanded.map((line) => line.legIndexes.join(',')));
          expect(keys.size).toBe(lines);
          for (const line of expanded) {
            expect(line.legIndexes).toHaveLength(k);
            expect([...line.legIndexes].sort((a, b) => a - b)).toEqual(line.legIndexes);
            expect(new Set(line.legIndexes).size).toBe(k);
          }
        },
      ),
      { numRuns: 60 },
    );
  });

  it('refuses two legs of one event with error_block_bet_data', () => {
    const twice = [...legs(2), { eventId: 'e0', marketId: 'other', outcomeId: 'x', odds: 1500 }];
    expect(refusal({ type: 'accumulator', legs: twice, stake: 100 })).toEqual({
      code: 'error_block_bet_data',
      reason: 'same_event',
    });
    expect(refusal({ type: 'system', name: 'trixie', legs: twice, stake: 400 }).reason).toBe('same_event');
  });

  it('takes accumulators of 2 to 20 legs and the shapes only as built', () => {
    expect(validateTicket({ type: 'accumulator', legs: legs(20, 1100), stake: 100 }).sizes).toEqual([20]);
    expect(refusal({ type: 'accumulator', legs: legs(21, 1100), stake: 100 }).reason).toBe('legs_count');
    expect(refusal({ type: 'accumulator', legs: legs(1), stake: 100 }).reason).toBe('legs_count');
    expect(refusal({ type: 'single', legs: legs(2), stake: 100 }).reason).toBe('legs_count');
    expect(refusal({ type: 'single', legs: [], stake: 100 }).reason).toBe('legs_count');
    expect(refusal({ type: 'system', name: 'yankee', legs: legs(3), stake: 1100 }).reason).toBe('legs_count');
    expect(refusal({ type: 'system', of: 3, legs: legs(3), stake: 100 }).reason).toBe('system');
    expect(refusal({ type: 'system', of: 1, legs: legs(3), stake: 300 }).reason).toBe('system');
    expect(refusal({ type: 'system', name: 'nonsense' as SystemName, legs: legs(3), stake: 300 }).reason).toBe(
      'system',
    );
    expect(
      refusal({ type: 'accumulator', legs: legs(10), stake: 100 }, { ...DEFAULT_TICKET_LIMITS, maxLegs: 8 }).reason,
    ).toBe('legs_count');
  });

  it('refuses odds outside 1.001 to 1000 and stakes that are not whole cents per line', () => {
    expect(refusal({ type: 'single', legs: legs(1, 1000), stake: 100 }).reason).toBe('odds');
    expect(refusal({ type: 'single', legs: legs(1, 1_000_001), stake: 100 }).reason).toBe('odds');
    expect(refusal({ type: 'single', legs: legs(1, 1850.5), stake: 100 }).reason).toBe('odds');
    expect(refusal({ type: 'single', legs: legs(1), stake: 100.5 }).reason).toBe('stake_not_whole_cents');
    expect(refusal({ type: 'system', name: 'yankee', legs: legs(4), stake: 1000 })).toEqual({
      code: 'error_block_bet_data',
      reason: 'stake_not_whole_per_line',
    });
  });
});

describe('ticket limits', () => {
  const limits = { minStake: 50, maxStake: 10_000, maxPayout: 100_000, maxLegs: 20 };

  it('applies the minimum per line and the maximum per ticket', () => {
    expect(validateTicket({ type: 'system', name: 'yankee', legs: legs(4), stake: 550 }, limits).stakePerLine).toBe(50);
    expect(refusal({ type: 'system', name: 'yankee', legs: legs(4), stake: 539 }, limits)).toEqual({
      code: 'transaction_limit',
      reason: 'stake_below_minimum',
    });
    expect(refusal({ type: 'single', legs: legs(1), stake: 0 }, limits).reason).toBe('stake_below_minimum');
    expect(refusal({ type: 'single', legs: legs(1), stake: -100 }, limits).reason).toBe('stake_below_minimum');
    expect(validateTicket({ type: 'single', legs: legs(1), stake: 10_000 }, limits).stake).toBe(10_000);
    expect(refusal({ type: 'single', legs: legs(1), stake: 10_001 }, limits)).toEqual({
      code: 'transaction_limit',
      reason: 'stake_above_maximum',
    });
  });

  it('refuses a ticket that could pay above the maximum payout, to the cent', () => {
    // 2.50 × 4.00 on 10,000 pays exactly 100,000.
    const input = (stake: number, freeBet = false): TicketInput => ({
      type: 'accumulator',
      legs: [legs(1, 2500)[0]!, { ...legs(2, 4000)[1]! }],
      stake,
      freeBet,
    });
    expect(potentialPayout(validateTicket(input(10_000), limits))).toBe(100_000);
    expect(refusal(input(10_000), { ...limits, maxPayout: 99_999 })).toEqual({
      code: 'transaction_limit',
      reason: 'payout_above_maximum',
    });
    // A free bet pays its winnings only: 90,000 on the same ticket.
    expect(potentialPayout(validateTicket(input(10_000, true), { ...limits, maxPayout: 90_000 }))).toBe(90_000);
    // Twenty legs at 1000.00 would pay 10^60 × the stake: refused, never an overflow.
    expect(refusal({ type: 'accumulator', legs: legs(20, 1_000_000), stake: 100 }).reason).toBe('payout_above_maximum');
  });

  it('states its defaults: 0.10 per line, 5,000.00 per ticket, 100,000.00 of payout, 20 legs', () => {
    expect(DEFAULT_TICKET_LIMITS).toEqual({ minStake: 10, maxStake: 500_000, maxPayout: 10_000_000, maxLegs: 20 });
  });
});

describe('odds', () => {
  it('reads decimal odds exactly into thousandths and refuses what it would have to round', () => {
    expect(parseOdds('1.85')).toBe(1850);
    expect(parseOdds(1.85)).toBe(1850);
    expect(parseOdds(2)).toBe(2000);
    expect(parseOdds('1.001')).toBe(1001);
    expect(parseOdds('250')).toBe(250_000);
    expect(() => parseOdds('1.8501')).toThrow(RangeError);
    expect(() => parseOdds('-2')).toThrow(RangeError);
    expect(formatOdds(1850)).toBe('1.85');
    expect(formatOdds(2000)).toBe('2.00');
    expect(formatOdds(1001)).toBe('1.001');
    fc.assert(fc.property(fc.integer({ min: 1001, max: 1_000_000 }), (odds) => parseOdds(formatOdds(odds)) === odds));
  });
});
