import type { Rng } from '@casino/fair';
import { Shoe, standardDecks } from '../table.shoe.js';
import { actInPlace, deal, view } from './blackjack.machine.js';
import { BLACKJACK_DECKS } from './blackjack.rules.js';
import { BlackjackActionError, type BlackjackAction, type BlackjackView } from './blackjack.types.js';

/**
 * A round replayed from its source and the player's decisions so far: the same (seed,
 * nonce) shuffles the same shoe whatever is decided, so every step is decided by the
 * stream, and a revealed seed plus the recorded decisions reproduce the round. The studio
 * replays the round this way at every decision and to verify it.
 *
 * `offersDeclined`: a round dealt before insurance and even money were offered, whose recorded
 * decisions have none; every offer is taken as declined, which plays it by the rules it was
 * dealt under (the dealer peeked at once, a blackjack was paid 3:2 at the deal).
 */
export function replayRound(
  source: Rng,
  bet: number,
  actions: readonly BlackjackAction[],
  offersDeclined = false,
): BlackjackView {
  const shoe = new Shoe(standardDecks(BLACKJACK_DECKS), source);
  const draw = () => shoe.deal();
  const table = deal(bet, draw);
  const declineOffer = () => {
    if (offersDeclined && (table.phase === 'insurance' || table.phase === 'even-money'))
      actInPlace(table, 'decline', draw);
  };
  declineOffer();
  for (const action of actions) {
    if (table.phase === 'done') throw new BlackjackActionError('the round is over');
    actInPlace(table, action, draw);
  }
  return view(table);
}
