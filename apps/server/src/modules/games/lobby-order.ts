import type { LobbyMove } from '@casino/contracts';

/**
 * The lobby's order as the operator keeps it (decision 045): the first `placed` entries of
 * `order` hold a place (1, 2, …); the others follow, as the lobby lists them without one (by name).
 */
export interface LobbyOrder<K> {
  order: readonly K[];
  placed: number;
}

/**
 * The order after one move of `key`, or null when it is not in the order. As few entries as
 * possible hold a place: the longest end of the new order that is still a run of unplaced
 * entries in their own order (by name) stays unplaced, everything before it gets a place.
 */
export function moved<K>({ order, placed }: LobbyOrder<K>, key: K, move: LobbyMove): LobbyOrder<K> | null {
  const from = order.indexOf(key);
  if (from < 0) return null;
  const to = move === 'top' ? 0 : move === 'up' ? Math.max(0, from - 1) : Math.min(order.length - 1, from + 1);
  if (to === from) return { order, placed };
  const next = order.filter((_, index) => index !== from);
  next.splice(to, 0, key);
  const rankUnplaced = new Map(order.slice(placed).map((entry, index) => [entry, index]));
  let stillPlaced = next.length;
  while (stillPlaced > 0) {
    const rank = rankUnplaced.get(next[stillPlaced - 1]!);
    const after = stillPlaced < next.length ? rankUnplaced.get(next[stillPlaced]!)! : Infinity;
    if (rank === undefined || rank > after) break;
    stillPlaced -= 1;
  }
  return { order: next, placed: stillPlaced };
}

/** The places to write: each of the first `placed` entries with its place, 1 first. */
export const placesOf = <K>({ order, placed }: LobbyOrder<K>) =>
  order.slice(0, placed).map((key, index) => ({ key, position: index + 1 }));
