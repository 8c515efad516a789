import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { act, deal, view } from './blackjack.machine.js';
import type { BlackjackAction } from './blackjack.types.js';

/**
 * The machine against a model of the same rules written here on its own (another way of
 * counting totals, of walking the hands, of paying): fast-check deals shoes rich in pairs
 * and aces, and plays any sequence of open decisions. At every step both must offer the
 * same decisions; at the end the cards, totals, stakes, payouts and cards used agree.
 */

const VALUES = [2, 3, 4, 5, 6, 7, 8, 9, 10, 10, 10, 10, 11]; // by rank; the ace counts 11 first
const value = (card: number) => VALUES[card >> 2]!;
function score(cards: number[]): number {
  let sum = cards.reduce((s, c) => s + value(c), 0);
  let aces = cards.filter((c) => value(c) === 11).length;
  while (sum > 21 && aces-- > 0) sum -= 10;
  return sum;
}
const natural = (cards: number[]) => cards.length === 2 && score(cards) === 21;

interface ModelHand {
  cards: number[];
  bets: number[];
  split: boolean;
}

/** The round by the model: the decisions offered at each step, then what was dealt and paid. */
function model(shoe: number[], bet: number, actions: BlackjackAction[]) {
  let used = 0;
  const next = () => shoe[used++ % shoe.length]!;
  const offered: string[][] = [];
  let taken = 0;
  const decide = (open: string[]) => {
    offered.push(open);
    const action = actions[taken++];
    if (action === undefined) throw new Error('the model wants a decision the machine did not take');
    if (!open.includes(action)) throw new Error(`the model does not offer ${action} (${open.join()})`);
    return action;
  };
  const player = [next()];
  const dealer = [next()];
  player.push(next());
  dealer.push(next());
  const hands: ModelHand[] = [{ cards: player, bets: [bet], split: false }];
  let insurance = 0;
  let evenMoney = false;
  if (value(dealer[0]!) === 11) {
    const answer = decide(natural(player) ? ['even-money', 'decline'] : ['insurance', 'decline']);
    if (answer === 'insurance') insurance = bet / 2;
    evenMoney = answer === 'even-money';
  }
  let dealerPlays = false;
  if (!evenMoney && !natural(dealer) && !natural(player)) {
    for (let h = 0; h < hands.length; h++) {
      const hand = hands[h]!;
      if (hand.cards.length === 1) hand.cards.push(next());
      if (hand.split && value(hand.cards[0]!) === 11) continue;
      while (score(hand.cards) < 21) {
        const open = ['hit', 'stand'];
        if (hand.cards.length === 2) open.push('double');
        if (hand.cards.length === 2 && value(hand.cards[0]!) === value(hand.cards[1]!) && hands.length < 4)
          open.push('split');
        const action = decide(open);
        if (action === 'stand') break;
        if (action === 'hit') hand.cards.push(next());
        if (action === 'double') {
          hand.bets.push(bet);
          hand.cards.push(next());
          break;
        }
        if (action === 'split') {
          hands.splice(h + 1, 0, { cards: [hand.cards.pop()!], bets: [bet], split: true });
          hand.split = true;
          hand.cards.push(next());
          if (value(hand.cards[0]!) === 11) break;
        }
      }
    }
    dealerPlays = hands.some((hand) => score(hand.cards) <= 21);
  }
  while (dealerPlays && score(dealer) < 17) dealer.push(next());
  const d = score(dealer);
  const payouts = hands.map((hand) => {
    const staked = hand.bets.reduce((s, b) => s + b, 0);
    const p = score(hand.cards);
    if (evenMoney) return 2 * bet;
    if (!hand.split && natural(hand.cards)) return natural(dealer) ? staked : (staked * 5) / 2;
    if (natural(dealer) || p > 21) return 0;
    if (d > 21 || p > d) return 2 * staked;
    return p === d ? staked : 0;
  });
  const insurancePays = natural(dealer) ? insurance * 3 : 0;
  return {
    offered,
    hands: hands.map((hand, i) => ({ cards: hand.cards, total: score(hand.cards), payout: payouts[i] })),
    dealer,
    totalStake: hands.reduce((s, hand) => s + hand.bets.reduce((a, b) => a + b, 0), 0) + insurance,
    payout: payouts.reduce((s, p) => s + p, 0) + insurancePays,
    used,
  };
}

const ACES = [48, 49, 50, 51];
const EIGHTS = [24, 25, 26, 27];
const card = fc.oneof(
  { weight: 3, arbitrary: fc.integer({ min: 0, max: 51 }) },
  { weight: 1, arbitrary: fc.constantFrom(...ACES, ...EIGHTS, 32, 44) },
);
/** A shoe (cycled if a round needs more), often with a pair or an ace up at the deal, and pairs to split again. */
const shoes = fc
  .tuple(fc.array(card, { minLength: 40, maxLength: 40 }), fc.boolean(), fc.boolean(), fc.boolean())
  .map(([cards, pair, aceUp, resplit]) => {
    if (pair) cards[2] = cards[0]! ^ 1; // the same rank, another suit
    if (pair && resplit) for (const at of [4, 5, 6]) cards[at] = cards[0]! ^ (at - 3);
    if (aceUp) cards[1] = 48;
    return cards;
  });

describe('blackjack against an independent model', () => {
  it('any sequence of open decisions: same offers, cards, totals, stakes, payouts and cards used', () => {
    fc.assert(
      fc.property(
        shoes,
        fc.array(fc.nat(), { minLength: 40, maxLength: 40 }),
        fc.constantFrom(2, 10, 100),
        (shoe, choices, bet) => {
          let used = 0;
          const draw = () => shoe[used++ % shoe.length]!;
          let table = deal(bet, draw);
          const offered: string[][] = [];
          const actions: BlackjackAction[] = [];
          while (table.phase !== 'done') {
            const open = view(table).options;
            offered.push(open);
            const action = open[choices[actions.length % choices.length]! % open.length]!;
            actions.push(action);
            table = act(table, action, draw);
          }
          const expected = model(shoe, bet, actions);
          expect(offered).toEqual(expected.offered);
          expect(table.hands.map((h) => ({ cards: h.cards, total: h.total, payout: h.payout }))).toEqual(
            expected.hands,
          );
          expect(table.dealer).toEqual(expected.dealer);
          expect(table.totalStake).toBe(expected.totalStake);
          expect(table.payout).toBe(expected.payout);
          expect(used).toBe(expected.used);
          // Every stake is a wager, and the wagers pay what the round pays.
          expect(table.wagers.reduce((s, w) => s + w.amount, 0)).toBe(table.totalStake);
          expect(table.wagers.reduce((s, w) => s + w.payout!, 0)).toBe(table.payout);
        },
      ),
      { numRuns: 3000 },
    );
  });
});
