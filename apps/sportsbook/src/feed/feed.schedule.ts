import type { Tournament } from './feed.catalogue.js';

/**
 * When a tournament plays and who meets whom. Kick-off number k of a tournament is at
 * phase + k × every, and its pairing is a function of k alone (a double round robin), so
 * any kick-off can be rebuilt from its number without looking at any other: that is what
 * lets an event id be decoded back into the same event at any time.
 */

function mod(a: number, n: number): number {
  return ((a % n) + n) % n;
}

/**
 * The home and away positions of kick-off k in a double round robin of n competitors (n
 * even): the circle method, n/2 matches per round, every pair meeting once per cycle of
 * n − 1 rounds, home and away swapped on the next cycle.
 */
export function pairing(n: number, k: number): [number, number] {
  if (n < 2 || n % 2 !== 0) throw new RangeError(`a round robin needs an even number of competitors, got ${n}`);
  const perRound = n / 2;
  const rounds = n - 1;
  const round = Math.floor(k / perRound);
  const slot = k - round * perRound;
  const r = mod(round, rounds);
  const [a, b] = slot === 0 ? [n - 1, r] : [mod(r + slot, rounds), mod(r - slot, rounds)];
  // The fixed competitor alternates sides round by round and the others by slot, so each
  // one hosts about half of its matches within a cycle, and exactly half over two cycles.
  let aAtHome = slot === 0 ? r % 2 === 0 : slot % 2 === 1;
  if (mod(Math.floor(round / rounds), 2) === 1) aAtHome = !aAtHome;
  return aAtHome ? [a, b] : [b, a];
}

/** The round (matchday) number of kick-off k, counting from 1 within its cycle. */
export function roundOf(n: number, k: number): number {
  return mod(Math.floor(k / (n / 2)), n - 1) + 1;
}

/** The instant of kick-off k of a tournament. */
export function kickoffAt(tournament: Tournament, k: number): number {
  return tournament.phaseMs + k * tournament.kickoffEveryMs;
}

/** The numbers of the kick-offs at or after `from` and strictly before `to`. */
export function kickoffsBetween(tournament: Tournament, from: number, to: number): number[] {
  const first = Math.ceil((from - tournament.phaseMs) / tournament.kickoffEveryMs);
  const list: number[] = [];
  for (let k = first; kickoffAt(tournament, k) < to; k++) list.push(k);
  return list;
}
