import type { Db, Tx } from '../../db/database.js';
import type { UsersService } from '../users/index.js';
import { Refusal, refusal } from './seamless.answers.js';
import * as repo from './seamless.repository.js';

/** Finds the player a provider names: only one who launched a game of that provider. */
export function createPlayerLookup(deps: { db: Db; users: UsersService }) {
  // "Has launched" only ever turns true (launch tokens are never deleted), so a yes is remembered.
  const launched = new Set<string>();
  async function hasLaunched(db: Db | Tx, userId: number, provider: string) {
    const key = `${provider}:${userId}`;
    if (launched.has(key)) return true;
    if (!(await repo.hasLaunched(db, userId, provider))) return false;
    if (launched.size >= 100_000) launched.clear();
    launched.add(key);
    return true;
  }

  // A player's row is read once per transaction: a group of one hot player's calls reads it once.
  const usersByTx = new WeakMap<Db | Tx, Map<number, Awaited<ReturnType<UsersService['findById']>>>>();
  async function userIn(db: Db | Tx, userId: number) {
    if (db === deps.db) return deps.users.findById(userId, db);
    const known = usersByTx.get(db) ?? new Map();
    usersByTx.set(db, known);
    if (!known.has(userId)) known.set(userId, await deps.users.findById(userId, db));
    return known.get(userId);
  }

  async function playerOf(provider: string, playerId: string, db: Db | Tx = deps.db) {
    const userId = /^\d{1,15}$/.test(playerId) ? Number(playerId) : NaN;
    if (!Number.isSafeInteger(userId) || !(await hasLaunched(db, userId, provider))) {
      throw new Refusal(refusal('player_not_found', 404));
    }
    const user = await userIn(db, userId);
    if (!user) throw new Refusal(refusal('player_not_found', 404));
    return user;
  }

  return playerOf;
}
