import type { Rng } from '@casino/fair';
import { Shoe, standardDecks } from '../table.shoe.js';
import { bankerDraws, cardValue, isNatural, playerDraws } from './baccarat.rules.js';

/** One round of punto banco (rules in baccarat.rules.ts); amounts in integer units. */

export const BACCARAT_DECKS = 8;
/** Banker stakes are multiples of this so that 19:20 pays whole units. */
export const BANKER_STAKE_STEP = 20;

export interface BaccaratBet {
  player: number;
  banker: number;
  tie: number;
}

export interface BaccaratOutcome {
  /** Card indices, in the order dealt to each hand. */
  playerCards: number[];
  bankerCards: number[];
  playerTotal: number;
  bankerTotal: number;
  winner: 'player' | 'banker' | 'tie';
  totalBet: number;
  /** Stakes returned plus winnings. */
  payout: number;
}

/** Deals one coup from a card source (the next card each call). */
export function dealCoup(next: () => number): Omit<BaccaratOutcome, 'totalBet' | 'payout'> {
  const playerCards = [next()];
  const bankerCards = [next()];
  playerCards.push(next());
  bankerCards.push(next());
  const total = (cards: number[]) => cards.reduce((sum, c) => sum + cardValue(c), 0) % 10;
  let playerTotal = total(playerCards);
  let bankerTotal = total(bankerCards);
  if (!isNatural(playerTotal) && !isNatural(bankerTotal)) {
    let third: number | null = null;
    if (playerDraws(playerTotal)) {
      playerCards.push(next());
      third = cardValue(playerCards[2]!);
      playerTotal = total(playerCards);
    }
    if (bankerDraws(bankerTotal, third)) {
      bankerCards.push(next());
      bankerTotal = total(bankerCards);
    }
  }
  const winner = playerTotal > bankerTotal ? 'player' : bankerTotal > playerTotal ? 'banker' : 'tie';
  return { playerCards, bankerCards, playerTotal, bankerTotal, winner };
}

/** Throws unless every stake is a non-negative integer, banker a multiple of 20, and something is staked. */
export function assertBaccaratBet(bet: BaccaratBet): void {
  for (const stake of [bet.player, bet.banker, bet.tie])
    if (!Number.isSafeInteger(stake) || stake < 0) throw new RangeError('stakes are non-negative integers');
  if (bet.banker % BANKER_STAKE_STEP !== 0) throw new RangeError('a banker stake is a multiple of 20');
  if (bet.player + bet.banker + bet.tie === 0) throw new RangeError('no bets');
}

/** What the bets return given the winner. */
export function baccaratPayout(bet: BaccaratBet, winner: BaccaratOutcome['winner']): number {
  if (winner === 'player') return bet.player * 2;
  if (winner === 'banker') return bet.banker + (bet.banker / BANKER_STAKE_STEP) * 19;
  return bet.tie * 9 + bet.player + bet.banker;
}

/** Shuffles a fresh 8-deck shoe from the source, deals the coup and settles the bets. */
export function play(source: Rng, bet: BaccaratBet): BaccaratOutcome {
  assertBaccaratBet(bet);
  const shoe = new Shoe(standardDecks(BACCARAT_DECKS), source);
  const coup = dealCoup(() => shoe.deal());
  return {
    ...coup,
    totalBet: bet.player + bet.banker + bet.tie,
    payout: baccaratPayout(bet, coup.winner),
  };
}
