/** The shapes of a blackjack round (rules in blackjack.rules.ts); amounts in the bet's integer units. */

export const BLACKJACK_ACTIONS = ['hit', 'stand', 'double', 'split', 'insurance', 'even-money', 'decline'] as const;
/** A player decision; `decline` turns down the insurance or even money offered. */
export type BlackjackAction = (typeof BLACKJACK_ACTIONS)[number];

/** Where the round is: an offer at an ace up, the player's hands, or settled. */
export type BlackjackPhase = 'insurance' | 'even-money' | 'player' | 'done';

export type HandResult = 'blackjack' | 'even-money' | 'win' | 'push' | 'lose';

export interface PlayerHand {
  cards: number[];
  /** What the hand stakes: the bet, twice the bet once doubled. */
  stake: number;
  doubled: boolean;
  /** Made by a split: a 21 is then not a blackjack, and split aces take one card. */
  fromSplit: boolean;
  /** Played out: stood, bust, at 21, doubled, or split aces with their card. */
  done: boolean;
  total: number;
  soft: boolean;
  result: HandResult | null;
  payout: number | null;
}

/** One stake of the round: the bet at the deal, then one per split, double and insurance. */
export interface Wager {
  kind: 'bet' | 'split' | 'double' | 'insurance';
  /** The index, in the round's actions, of the decision that took it; null for the bet. */
  step: number | null;
  /** The hand it rides on; null for insurance. */
  hand: number | null;
  amount: number;
  /** What it returns, stake included; null until the round is settled. */
  payout: number | null;
}

/** A round as the machine keeps it: every card dealt, the dealer's hole card included. */
export interface BlackjackTable {
  phase: BlackjackPhase;
  bet: number;
  hands: PlayerHand[];
  /** The hand being played (phase 'player'). */
  active: number;
  dealer: number[];
  dealerTotal: number | null;
  wagers: Wager[];
  totalStake: number;
  /** Everything the round returns, stake included; null until settled. */
  payout: number | null;
  /** The number of decisions taken. */
  steps: number;
}

/** What the player may see: the hole card hidden until the end, and the decisions open now. */
export interface BlackjackView extends BlackjackTable {
  options: BlackjackAction[];
}

/** Deals the next card of the shoe. */
export type Draw = () => number;

/** A decision the round does not accept now (or any decision once it is over). */
export class BlackjackActionError extends Error {}
