import { MAX_HANDS, cardPoints, handTotal, isBlackjack } from './blackjack.rules.js';
import { settle } from './blackjack.settle.js';
import {
  BlackjackActionError,
  type BlackjackAction,
  type BlackjackTable,
  type BlackjackView,
  type Draw,
  type PlayerHand,
} from './blackjack.types.js';

/**
 * The round as a state machine: `deal` opens it, each `act` takes one decision and returns
 * the next table (the one given is left as it was). Cards come from `draw` in the order
 * they are dealt, so the same shoe and the same decisions always give the same round.
 */

/** Deals the opening cards: player, dealer up, player, dealer hole; then the offer or the peek. */
export function deal(bet: number, draw: Draw): BlackjackTable {
  if (!Number.isSafeInteger(bet) || bet <= 0 || bet % 2 !== 0)
    throw new RangeError('a stake is a positive multiple of 2 (blackjack pays 3:2)');
  const first = draw();
  const up = draw();
  const second = draw();
  const hole = draw();
  const table: BlackjackTable = {
    phase: 'player',
    bet,
    hands: [newHand([first, second], bet, false)],
    active: 0,
    dealer: [up, hole],
    dealerTotal: null,
    wagers: [{ kind: 'bet', step: null, hand: 0, amount: bet, payout: null }],
    totalStake: bet,
    payout: null,
    steps: 0,
  };
  if (cardPoints(up) === 1) table.phase = isBlackjack(table.hands[0]!.cards) ? 'even-money' : 'insurance';
  else peek(table, draw);
  return table;
}

/** The decisions open now. */
export function options(table: BlackjackTable): BlackjackAction[] {
  if (table.phase === 'insurance') return ['insurance', 'decline'];
  if (table.phase === 'even-money') return ['even-money', 'decline'];
  if (table.phase === 'done') return [];
  const hand = table.hands[table.active]!;
  const open: BlackjackAction[] = ['hit', 'stand'];
  if (hand.cards.length === 2) {
    open.push('double');
    const pair = cardPoints(hand.cards[0]!) === cardPoints(hand.cards[1]!);
    if (pair && table.hands.length < MAX_HANDS) open.push('split');
  }
  return open;
}

/** Takes one decision; throws BlackjackActionError if the round does not accept it now. */
export function act(table: BlackjackTable, action: BlackjackAction, draw: Draw): BlackjackTable {
  const next = copy(table);
  actInPlace(next, action, draw);
  return next;
}

/** `act` without the copy, for replays and simulations that keep no earlier table. */
export function actInPlace(table: BlackjackTable, action: BlackjackAction, draw: Draw): void {
  if (!options(table).includes(action)) throw new BlackjackActionError(`${action} is not open (${table.phase})`);
  const step = table.steps++;
  if (table.phase === 'insurance') {
    if (action === 'insurance') addWager(table, { kind: 'insurance', step, hand: null, amount: table.bet / 2 });
    return peek(table, draw);
  }
  if (table.phase === 'even-money') {
    if (action === 'decline') return peek(table, draw);
    table.hands[0]!.result = 'even-money';
    return settle(table, draw, false);
  }
  const hand = table.hands[table.active]!;
  if (action === 'hit') {
    addCard(hand, draw());
    if (hand.total >= 21) finishHand(table, draw);
  } else if (action === 'stand') {
    finishHand(table, draw);
  } else if (action === 'double') {
    addWager(table, { kind: 'double', step, hand: table.active, amount: table.bet });
    hand.stake += table.bet;
    hand.doubled = true;
    addCard(hand, draw());
    finishHand(table, draw);
  } else {
    split(table, hand, step, draw);
  }
}

/** The table as the player may see it: while the round is open, the dealer's up card only. */
export function view(table: BlackjackTable): BlackjackView {
  const open = table.phase !== 'done';
  return { ...copy(table), dealer: open ? table.dealer.slice(0, 1) : table.dealer.slice(), options: options(table) };
}

/** The second card of the pair starts a new hand beside this one; each gets a new card. */
function split(table: BlackjackTable, hand: PlayerHand, step: number, draw: Draw) {
  const at = table.active + 1;
  for (const wager of table.wagers) if (wager.hand !== null && wager.hand >= at) wager.hand += 1;
  table.hands.splice(at, 0, newHand([hand.cards.pop()!], table.bet, true));
  addWager(table, { kind: 'split', step, hand: at, amount: table.bet });
  hand.fromSplit = true;
  addCard(hand, draw());
  // Split aces take this one card each; any split hand at 21 stands.
  if (cardPoints(hand.cards[0]!) === 1 || hand.total === 21) finishHand(table, draw);
}

/** Closes the active hand and moves to the next one (dealing its second card), or to the dealer. */
function finishHand(table: BlackjackTable, draw: Draw) {
  table.hands[table.active]!.done = true;
  for (let i = table.active + 1; i < table.hands.length; i++) {
    const hand = table.hands[i]!;
    if (hand.cards.length === 1) addCard(hand, draw());
    if (cardPoints(hand.cards[0]!) === 1 || hand.total === 21) {
      hand.done = true; // split aces, or a 21: nothing to decide
      continue;
    }
    table.active = i;
    return;
  }
  settle(
    table,
    draw,
    table.hands.some((h) => h.total <= 21),
  );
}

/** After the offer (or at once without an ace up): the dealer's blackjack, or the player's, ends the round. */
function peek(table: BlackjackTable, draw: Draw) {
  table.phase = 'player';
  if (isBlackjack(table.dealer) || isBlackjack(table.hands[0]!.cards)) settle(table, draw, false);
}

function newHand(cards: number[], stake: number, fromSplit: boolean): PlayerHand {
  const { total, soft } = handTotal(cards);
  return { cards, stake, doubled: false, fromSplit, done: false, total, soft, result: null, payout: null };
}

function addCard(hand: PlayerHand, card: number) {
  hand.cards.push(card);
  const { total, soft } = handTotal(hand.cards);
  hand.total = total;
  hand.soft = soft;
}

function addWager(table: BlackjackTable, wager: Omit<BlackjackTable['wagers'][number], 'payout'>) {
  table.wagers.push({ ...wager, payout: null });
  table.totalStake += wager.amount;
}

function copy(table: BlackjackTable): BlackjackTable {
  return {
    ...table,
    hands: table.hands.map((hand) => ({ ...hand, cards: hand.cards.slice() })),
    dealer: table.dealer.slice(),
    wagers: table.wagers.map((wager) => ({ ...wager })),
  };
}
