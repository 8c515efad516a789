import { describe, expect, it } from 'vitest';
import { createFairRng } from '@casino/fair';
import { parseCard } from '../table.shoe.js';
import { act, deal, view } from './blackjack.machine.js';
import { replayRound } from './blackjack.replay.js';
import { basicStrategy } from './blackjack.strategy.js';
import { BlackjackActionError, type BlackjackAction, type BlackjackTable } from './blackjack.types.js';

/** A shoe dealing the given cards in order: player, dealer up, player, dealer hole, then draws. */
function scripted(cards: string) {
  const queue = cards.split(' ').filter(Boolean).map(parseCard);
  const draw = () => {
    const card = queue.shift();
    if (card === undefined) throw new Error('ran out of scripted cards');
    return card;
  };
  return { draw, left: () => queue.length };
}
/** Deals the script at a bet of 10 and takes the decisions in turn. */
function round(cards: string, ...actions: BlackjackAction[]) {
  const shoe = scripted(cards);
  let table = deal(10, shoe.draw);
  for (const action of actions) table = act(table, action, shoe.draw);
  return { table, left: shoe.left() };
}
const hands = (table: BlackjackTable) => table.hands.map((h) => [h.cards.length, h.total, h.stake, h.result]);

describe('blackjack: the deal and the peek', () => {
  it('pays a blackjack 3:2 at once; the dealer draws nothing', () => {
    const { table } = round('Ah 9c Kd 7s');
    expect(table).toMatchObject({ phase: 'done', payout: 25, totalStake: 10, dealerTotal: 16 });
    expect(table.dealer).toHaveLength(2);
    expect(table.hands[0]!.result).toBe('blackjack');
  });

  it('with a ten up, the dealer peeks: his blackjack ends the round, against a player blackjack it pushes', () => {
    expect(round('9h Kc 9d As').table).toMatchObject({ phase: 'done', payout: 0, steps: 0 });
    expect(round('Ah Kc Kd As').table).toMatchObject({ phase: 'done', payout: 10 });
    // No blackjack under the ten: the player plays.
    expect(round('9h Kc 9d 7s').table).toMatchObject({ phase: 'player', payout: null });
  });

  it('shows the up card only while the round is open, all of it once over', () => {
    const { table } = round('9h Kc 7d 7s');
    const seen = view(table);
    expect(seen.dealer).toEqual([parseCard('Kc')]);
    expect(seen).toMatchObject({ dealerTotal: null, options: ['hit', 'stand', 'double'] });
    const over = view(act(table, 'stand', scripted('').draw));
    expect(over.dealer).toEqual([parseCard('Kc'), parseCard('7s')]);
    expect(over).toMatchObject({ dealerTotal: 17, options: [], payout: 0 });
  });

  it('leaves the table it was given as it was', () => {
    const shoe = scripted('9h Kc 7d 7s 2c');
    const table = deal(10, shoe.draw);
    const before = structuredClone(table);
    const next = act(table, 'hit', shoe.draw);
    expect(table).toEqual(before);
    expect(next.hands[0]!.cards).toHaveLength(3);
  });
});

describe('blackjack: insurance and even money at an ace up', () => {
  it('offers insurance before the peek; taken, it pays 2:1 on a dealer blackjack', () => {
    const offered = round('9h Ac 7d Ks').table;
    expect(view(offered)).toMatchObject({ phase: 'insurance', options: ['insurance', 'decline'] });
    const { table } = round('9h Ac 7d Ks', 'insurance');
    expect(table).toMatchObject({ phase: 'done', totalStake: 15, payout: 15 });
    expect(table.wagers).toEqual([
      { kind: 'bet', step: null, hand: 0, amount: 10, payout: 0 },
      { kind: 'insurance', step: 0, hand: null, amount: 5, payout: 15 },
    ]);
  });

  it('insurance taken without a dealer blackjack is lost and the hand plays on', () => {
    const { table } = round('Th Ac 9d 6s', 'insurance', 'stand');
    // The dealer's soft 17 stands: 19 beats it; the insurance is lost.
    expect(table).toMatchObject({ phase: 'done', totalStake: 15, payout: 20, dealerTotal: 17 });
    expect(table.wagers[1]).toMatchObject({ kind: 'insurance', payout: 0 });
  });

  it('insurance declined: a dealer blackjack takes the bet only', () => {
    expect(round('9h Ac 7d Ks', 'decline').table).toMatchObject({ phase: 'done', totalStake: 10, payout: 0 });
  });

  it('even money pays a player blackjack 1:1 at once, whatever the hole card', () => {
    expect(view(round('Ah Ac Kd 5s').table)).toMatchObject({ phase: 'even-money', options: ['even-money', 'decline'] });
    for (const hole of ['Ks', '5s']) {
      const { table } = round(`Ah Ac Kd ${hole}`, 'even-money');
      expect(table).toMatchObject({ phase: 'done', payout: 20, totalStake: 10 });
      expect(table.hands[0]!.result).toBe('even-money');
    }
  });

  it('even money declined: a push against the dealer blackjack, 3:2 without it', () => {
    expect(round('Ah Ac Kd Ks', 'decline').table).toMatchObject({ payout: 10 });
    expect(round('Ah Ac Kd 5s', 'decline').table).toMatchObject({ payout: 25 });
  });
});

describe('blackjack: the player decisions', () => {
  it('doubles on two cards for one card, stake doubled; the dealer stands on soft 17', () => {
    const { table } = round('6h Ac 5d 6s Tc', 'decline', 'double');
    expect(table).toMatchObject({ phase: 'done', totalStake: 20, payout: 40, dealerTotal: 17 });
    expect(table.dealer).toHaveLength(2);
    expect(table.wagers[1]).toEqual({ kind: 'double', step: 1, hand: 0, amount: 10, payout: 20 });
    expect(hands(table)).toEqual([[3, 21, 20, 'win']]);
  });

  it('splits up to 4 hands, doubles after a split, plays each hand in turn', () => {
    // 8 8 vs 7: split, 8 (again), 8 (again: 4 hands), then 8+3 and 8+2 double (20 each),
    // 8+Q and 8+K stand; the dealer's 17 loses to all four.
    const cards = '8h 7c 8d Ts 8c 8s 3h 9d 2c Jc Qd Kd';
    const shoe = scripted(cards);
    let table = deal(10, shoe.draw);
    const seen: string[][] = [];
    while (table.phase !== 'done') {
      seen.push(view(table).options);
      table = act(table, basicStrategy(table), shoe.draw);
    }
    expect(seen[3]).toEqual(['hit', 'stand', 'double']); // 8+3 on the first of 4 hands
    expect(hands(table)).toEqual([
      [3, 20, 20, 'win'],
      [3, 20, 20, 'win'],
      [2, 18, 10, 'win'],
      [2, 18, 10, 'win'],
    ]);
    expect(table).toMatchObject({ totalStake: 60, payout: 120, dealerTotal: 17, steps: 7 });
    // Each split's stake rides on the hand its card went to, as hands are inserted after the one split.
    expect(table.wagers.map((w) => [w.kind, w.step, w.hand, w.payout])).toEqual([
      ['bet', null, 0, 20],
      ['split', 0, 3, 20],
      ['split', 1, 2, 20],
      ['split', 2, 1, 20],
      ['double', 3, 0, 20],
      ['double', 4, 1, 20],
    ]);
    expect(table.hands[3]!.cards[0]).toBe(parseCard('8d'));
    expect(shoe.left()).toBe(0);
  });

  it('a fourth pair may not be split', () => {
    const { table } = round('8h 7c 8d Ts 8c 8s 8h', 'split', 'split', 'split');
    expect(table.hands).toHaveLength(4);
    expect(view(table).options).toEqual(['hit', 'stand', 'double']);
    expect(() => act(table, 'split', scripted('2c').draw)).toThrow(BlackjackActionError);
  });

  it('gives split aces one card each, no resplit, and pays their 21 1:1', () => {
    const { table, left } = round('Ah 9c Ad 7s Kc Ac Th', 'split');
    expect(hands(table)).toEqual([
      [2, 21, 10, 'win'],
      [2, 12, 10, 'win'],
    ]);
    expect(table).toMatchObject({ phase: 'done', totalStake: 20, payout: 40, dealerTotal: 26 });
    expect(left).toBe(0);
  });

  it('a hand reaching 21 stands by itself; the dealer does not draw against bust hands only', () => {
    const { table } = round('Th 6c 6d Ts 5c 2d', 'hit');
    expect(table).toMatchObject({ phase: 'done', dealerTotal: 18, payout: 20 }); // 21 stood; 16 draws 2d
    expect(table.dealer).toHaveLength(3);
    const bust = round('Th 6c 6d Ts 9c', 'hit').table;
    expect(bust).toMatchObject({ phase: 'done', payout: 0 });
    expect(bust.dealer).toHaveLength(2);
  });

  it('refuses a decision that is not open, and odd stakes', () => {
    expect(() => round('9h Ac 7d Ks', 'hit')).toThrow(BlackjackActionError);
    expect(() => round('9h 7c 8d Ts', 'split')).toThrow(BlackjackActionError);
    expect(() => round('9h 7c 2d Ts 2c', 'hit', 'double')).toThrow(BlackjackActionError);
    expect(() => round('9h 7c 8d Ts', 'insurance')).toThrow(BlackjackActionError);
    expect(() => round('Ah 9c Kd 7s', 'stand')).toThrow(BlackjackActionError); // over at the deal
    expect(() => deal(11, scripted('').draw)).toThrow(RangeError);
  });
});

describe('blackjack: replayed from the fair stream', () => {
  const rng = (nonce: number) => createFairRng('1'.repeat(64), 'bj', nonce);

  it('the same seed and decisions give the same round, step by step or at once', () => {
    for (let nonce = 0; nonce < 200; nonce++) {
      const actions: BlackjackAction[] = [];
      let state = replayRound(rng(nonce), 10, actions);
      while (state.phase !== 'done') {
        actions.push(basicStrategy(state));
        const next = replayRound(rng(nonce), 10, actions);
        // Earlier cards never change with a later decision.
        expect(next.hands[0]!.cards.slice(0, 1)).toEqual(state.hands[0]!.cards.slice(0, 1));
        expect(next.dealer[0]).toBe(state.dealer[0]);
        state = next;
      }
      expect(replayRound(rng(nonce), 10, actions)).toEqual(state);
      expect(state.payout).toBe(state.wagers.reduce((sum, w) => sum + w.payout!, 0));
      expect(() => replayRound(rng(nonce), 10, [...actions, 'stand'])).toThrow(BlackjackActionError);
    }
  });

  it('a round dealt before the offers replays with each offer declined, as the dealer peeked at once then', () => {
    let checked = 0;
    for (let nonce = 0; nonce < 400 && checked < 10; nonce++) {
      const offered = replayRound(rng(nonce), 10, []);
      if (offered.phase !== 'insurance' && offered.phase !== 'even-money') continue;
      checked += 1;
      // Its recorded decisions start with the player's hand, never with an offer.
      const declined = replayRound(rng(nonce), 10, ['decline']);
      expect(replayRound(rng(nonce), 10, [], true)).toEqual(declined);
      if (declined.phase === 'player') {
        expect(() => replayRound(rng(nonce), 10, ['stand'])).toThrow(BlackjackActionError);
        expect(replayRound(rng(nonce), 10, ['stand'], true)).toEqual(replayRound(rng(nonce), 10, ['decline', 'stand']));
      }
      expect(declined.wagers.map((w) => w.kind)).toEqual(['bet']);
    }
    expect(checked).toBe(10);
  });
});
