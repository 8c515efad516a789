import { options } from './blackjack.machine.js';
import { cardPoints, handTotal } from './blackjack.rules.js';
import type { BlackjackAction, BlackjackTable } from './blackjack.types.js';

/**
 * Basic strategy for these rules (6 decks, S17, DAS, split to 4 hands, split aces one card,
 * no surrender, peek), the standard chart. Columns: dealer up card 2 3 4 5 6 7 8 9 T A.
 * H hit, S stand, D double (hit if not allowed), X double (stand if not allowed), P split.
 * Insurance and even money are always declined: at 6 decks they cost more than they save.
 */

const HARD: Record<number, string> = {
  8: 'HHHHHHHHHH', // 8 and below
  9: 'HDDDDHHHHH',
  10: 'DDDDDDDDHH',
  11: 'DDDDDDDDDH',
  12: 'HHSSSHHHHH',
  13: 'SSSSSHHHHH',
  14: 'SSSSSHHHHH',
  15: 'SSSSSHHHHH',
  16: 'SSSSSHHHHH',
  17: 'SSSSSSSSSS', // 17 and above
};

/** Soft totals 12 (two aces that may not be split again) .. 21. */
const SOFT: Record<number, string> = {
  12: 'HHHHHHHHHH',
  13: 'HHHDDHHHHH',
  14: 'HHHDDHHHHH',
  15: 'HHDDDHHHHH',
  16: 'HHDDDHHHHH',
  17: 'HDDDDHHHHH',
  18: 'SXXXXSSHHH',
  19: 'SSSSSSSSSS',
  20: 'SSSSSSSSSS',
  21: 'SSSSSSSSSS',
};

/** Pairs by card points (1 = aces); 'N' = do not split, play the hard / soft total. */
const PAIRS: Record<number, string> = {
  1: 'PPPPPPPPPP',
  2: 'PPPPPPHHHH',
  3: 'PPPPPPHHHH',
  4: 'HHHPPHHHHH',
  5: 'NNNNNNNNNN',
  6: 'PPPPPHHHHH',
  7: 'PPPPPPHHHH',
  8: 'PPPPPPPPPP',
  9: 'PPPPPSPPSS',
  10: 'NNNNNNNNNN',
};

/** The chart's play for a hand against the dealer's up card, given what is allowed. */
export function chartPlay(
  cards: readonly number[],
  dealerUp: number,
  canDouble: boolean,
  canSplit: boolean,
): 'hit' | 'stand' | 'double' | 'split' {
  const up = cardPoints(dealerUp);
  const column = up === 1 ? 9 : up - 2;
  if (canSplit) {
    const code = PAIRS[cardPoints(cards[0]!)]![column]!;
    if (code === 'P') return 'split';
    if (code !== 'N') return code === 'S' ? 'stand' : 'hit';
  }
  const { total, soft } = handTotal(cards);
  const code = soft ? SOFT[total]![column]! : HARD[Math.min(17, Math.max(8, total))]![column]!;
  if (code === 'D') return canDouble ? 'double' : 'hit';
  if (code === 'X') return canDouble ? 'double' : 'stand';
  return code === 'S' ? 'stand' : 'hit';
}

/** The basic-strategy decision for the round as it stands. */
export function basicStrategy(table: BlackjackTable): BlackjackAction {
  if (table.phase === 'insurance' || table.phase === 'even-money') return 'decline';
  const open = options(table);
  return chartPlay(table.hands[table.active]!.cards, table.dealer[0]!, open.includes('double'), open.includes('split'));
}
