import type { SystemName, Ticket, TicketLeg } from './ticket.types.js';

/**
 * The named full-cover systems: on n legs, every combination from `from` legs up to n.
 * The "lucky" ones (and Patent) include the singles, the others start at doubles.
 */
export const NAMED_SYSTEMS: Record<SystemName, { legs: number; from: number }> = {
  trixie: { legs: 3, from: 2 }, // 3 doubles, 1 treble: 4 lines
  patent: { legs: 3, from: 1 }, // 3 singles, 3 doubles, 1 treble: 7
  yankee: { legs: 4, from: 2 }, // 6 doubles, 4 trebles, 1 four-fold: 11
  lucky15: { legs: 4, from: 1 }, // 4 singles + a Yankee: 15
  canadian: { legs: 5, from: 2 }, // also "Super Yankee": 26
  lucky31: { legs: 5, from: 1 }, // 31
  heinz: { legs: 6, from: 2 }, // 57
  lucky63: { legs: 6, from: 1 }, // 63
  'super-heinz': { legs: 7, from: 2 }, // 120
  goliath: { legs: 8, from: 2 }, // 247
};

/** One line of an expanded system: the indexes of its legs and its stake. */
export interface TicketLine {
  legIndexes: readonly number[];
  legs: readonly TicketLeg[];
  stake: number;
}

/** C(n, k), exact for every n a ticket can hold. */
export function binomial(n: number, k: number): number {
  if (k < 0 || k > n) return 0;
  let result = 1;
  for (let i = 1; i <= k; i++) result = (result * (n - k + i)) / i;
  return result;
}

/** The combination sizes of a named system: from..n. */
export function namedSystemSizes(name: SystemName): number[] {
  const { legs, from } = NAMED_SYSTEMS[name];
  return Array.from({ length: legs - from + 1 }, (_, i) => from + i);
}

/** How many lines n legs make in combinations of the given sizes. */
export function countLines(legs: number, sizes: readonly number[]): number {
  return sizes.reduce((sum, k) => sum + binomial(legs, k), 0);
}

/** Expands a ticket into its lines, each with the stake per line (a single and an accumulator are one line). */
export function expandTicket(ticket: Ticket): TicketLine[] {
  const lines: TicketLine[] = [];
  for (const k of ticket.sizes) {
    for (const legIndexes of combinations(ticket.legs.length, k)) {
      lines.push({ legIndexes, legs: legIndexes.map((i) => ticket.legs[i]!), stake: ticket.stakePerLine });
    }
  }
  return lines;
}

/** Every k-subset of 0..n-1 in lexicographic order. */
function* combinations(n: number, k: number): Generator<number[]> {
  const picked = Array.from({ length: k }, (_, i) => i);
  if (k > n) return;
  for (;;) {
    yield [...picked];
    let i = k - 1;
    while (i >= 0 && picked[i] === n - k + i) i--;
    if (i < 0) return;
    picked[i]! += 1;
    for (let j = i + 1; j < k; j++) picked[j] = picked[j - 1]! + 1;
  }
}
