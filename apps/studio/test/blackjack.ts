import { createFairRng } from '@casino/fair';
import type { Db } from '../src/db/database.js';
import { replayRound } from '../src/engines/table/blackjack/blackjack.replay.js';
import {
  BlackjackActionError,
  type BlackjackAction,
  type BlackjackView,
} from '../src/engines/table/blackjack/blackjack.types.js';

/** Plays the round the seed will deal next with the given decisions (as the server will). */
export type Foresee = (actions?: BlackjackAction[]) => BlackjackView;

/**
 * Arranges the player's next blackjack round: searches a client seed under which the
 * committed server seed deals a round `wanted` accepts, and makes it the seed in play (as a
 * player choosing their client seed would, without the rotation). The server seed must
 * exist: launch the game and read its state first. A round on which `wanted` foresees a
 * decision that would not be open is not wanted. Returns how the round will go.
 */
export async function arrangeRound(db: Db, playerKey: string, bet: number, wanted: (foresee: Foresee) => boolean) {
  const seed = await db
    .selectFrom('studio_seeds')
    .selectAll()
    .where('player_key', '=', playerKey)
    .where('active', '=', true)
    .executeTakeFirstOrThrow();
  for (let i = 0; i < 200_000; i++) {
    const clientSeed = `arranged-${i}`;
    const foresee: Foresee = (actions = []) =>
      replayRound(createFairRng(seed.server_seed, clientSeed, Number(seed.nonce)), bet, actions);
    if (!accepts(wanted, foresee)) continue;
    await db.updateTable('studio_seeds').set({ client_seed: clientSeed }).where('id', '=', seed.id).execute();
    return foresee;
  }
  throw new Error('no client seed deals such a round');
}

function accepts(wanted: (foresee: Foresee) => boolean, foresee: Foresee): boolean {
  try {
    return wanted(foresee);
  } catch (error) {
    if (error instanceof BlackjackActionError) return false;
    throw error;
  }
}
