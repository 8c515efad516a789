import { describe, expect, it } from 'vitest';
import { requestsOf, summarize, type Selection, type Slip } from './betslip';

const selection = (eventId: string, odds: number, extra: Partial<Selection> = {}): Selection => ({
  key: `${eventId}|1x2|home`,
  eventId,
  marketId: '1x2',
  outcomeId: 'home',
  eventName: `Event ${eventId}`,
  marketName: 'Match result',
  outcomeName: 'Home',
  live: false,
  odds,
  current: odds,
  status: 'open',
  ...extra,
});

const slip = (over: Partial<Slip>): Slip => ({
  selections: [],
  mode: 'single',
  modeChosen: false,
  stakes: {},
  stake: '',
  system: null,
  acceptOdds: 'none',
  freeBetId: null,
  phase: { kind: 'idle' },
  changedByProvider: [],
  ...over,
});

describe('the slip summary', () => {
  it('adds singles, each with its own stake or the common one', () => {
    const s = slip({
      selections: [selection('1', 2), selection('2', 1.5)],
      stake: '10',
      stakes: { '2|1x2|home': '4' },
    });
    const summary = summarize(s, 100);
    expect(summary).toMatchObject({ stake: 1400, potential: 2600, lines: 2, problem: null });
    const requests = requestsOf(s, summary);
    expect(requests.map((r) => [r.type, r.stake, r.legs.length])).toEqual([
      ['single', 10, 1],
      ['single', 4, 1],
    ]);
    expect(new Set(requests.map((r) => r.request_id)).size).toBe(2);
  });

  it('prices an accumulator and a system', () => {
    const legs = [selection('1', 2), selection('2', 1.5), selection('3', 3)];
    expect(summarize(slip({ selections: legs, mode: 'accumulator', stake: '10' }), null)).toMatchObject({
      stake: 1000,
      potential: 9000,
      odds: 9,
    });
    const system = slip({ selections: legs, mode: 'system', system: 'trixie', stake: '1' });
    const summary = summarize(system, null);
    expect(summary).toMatchObject({ stake: 400, lines: 4, stakePerLine: 100, potential: 2250 });
    expect(requestsOf(system, summary)[0]).toMatchObject({ type: 'system', system: 'trixie', stake: 4 });
  });

  it('says why the slip cannot be placed', () => {
    expect(summarize(slip({ selections: [selection('1', 2)] }), 100).problem).toBe('stake_missing');
    expect(summarize(slip({ selections: [selection('1', 2)], stake: '0.05' }), 100).problem).toBe(
      'stake_below_minimum',
    );
    expect(summarize(slip({ selections: [selection('1', 2)], stake: '500' }), 100).problem).toBe('not_enough_money');
    expect(summarize(slip({ selections: [selection('1', 2, { current: 2.1 })], stake: '5' }), 100).problem).toBe(
      'odds_changed',
    );
    expect(summarize(slip({ selections: [selection('1', 2, { status: 'suspended' })], stake: '5' }), 100).problem).toBe(
      'market_suspended',
    );
    const sameEvent = [selection('1', 2), selection('1', 3, { key: '1|total:2.5|over', marketId: 'total:2.5' })];
    expect(summarize(slip({ selections: sameEvent, mode: 'accumulator', stake: '5' }), 100).problem).toBe('same_event');
  });

  it('stakes a free bet: its amount, and only the winnings back', () => {
    const s = slip({ selections: [selection('1', 2.5)], freeBetId: 7 });
    const summary = summarize(s, 0, [{ id: 7, amount: 5 }]);
    expect(summary).toMatchObject({ stake: 500, potential: 750, problem: null });
    expect(requestsOf(s, summary)[0]).toMatchObject({ stake: 5, free_bet_id: 7 });
  });
});
