import { cardPoints, handTotal } from './blackjack.rules.js';
import type { BlackjackAction, PlayerView } from './blackjack.play.js';

/**
 * Basic strategy for these rules (6 decks, S17, DAS, no surrender, peek), the standard
 * chart. Columns: dealer up card 2 3 4 5 6 7 8 9 T A. H hit, S stand, D double (hit if
 * not allowed), X double (stand if not allowed), P split.
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

/** Soft totals 13 (A2) .. 21. */
const SOFT: Record<number, string> = {
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

/** The basic-strategy action for a hand. */
export function basicStrategy(view: PlayerView): BlackjackAction {
  const up = cardPoints(view.dealerUp);
  const column = up === 1 ? 9 : up - 2;
  if (view.canSplit) {
    const code = PAIRS[cardPoints(view.cards[0]!)]![column]!;
    if (code === 'P') return 'split';
    if (code !== 'N') return code === 'S' ? 'stand' : 'hit';
  }
  const { total, soft } = handTotal(view.cards);
  const code = soft ? SOFT[total]![column]! : HARD[Math.min(17, Math.max(8, total))]![column]!;
  if (code === 'D') return view.canDouble ? 'double' : 'hit';
  if (code === 'X') return view.canDouble ? 'double' : 'stand';
  return code === 'S' ? 'stand' : 'hit';
}

/**
 * The best hit/stand play for the studio's offer (no double, no split): basic strategy
 * with doubles played as hits (or stands where the chart says so) and pairs as totals.
 * A pair of aces is a soft 12, which the chart (soft 13+) does not hold: always hit it.
 */
export function hitStandStrategy(view: PlayerView): 'hit' | 'stand' {
  const { total, soft } = handTotal(view.cards);
  if (soft && total < 13) return 'hit';
  return basicStrategy({ ...view, canDouble: false, canSplit: false }) === 'stand' ? 'stand' : 'hit';
}
