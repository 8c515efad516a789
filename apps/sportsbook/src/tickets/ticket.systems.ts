import { NAMED_SYSTEMS } from '@casino/contracts/sportsbook-constants';
import type { SystemName, Ticket, TicketLeg } from './ticket.types.js';

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
