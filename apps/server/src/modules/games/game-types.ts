import type { GameType } from '@casino/contracts';
import type { Executor } from '../../db/database.js';
import * as repo from './games.repository.js';

/** A game named by its provider and id. */
export interface GameKey {
  provider: string;
  gameId: string;
}

/**
 * The catalogue's type of each named game (listed or not), by `${provider}:${gameId}`; a game
 * the catalogue does not hold is left out.
 */
export async function gameTypesOf(db: Executor, keys: GameKey[]): Promise<Map<string, GameType>> {
  if (keys.length === 0) return new Map();
  const rows = await repo.listGameTypes(db, keys);
  return new Map(rows.map((row) => [`${row.integration}:${row.game_id}`, row.game_type]));
}
