/**
 * European roulette, single zero. Rules:
 * - 37 pockets, 0..36, each equally likely (one rng.int(37) per spin).
 * - Bets and what a winning bet pays to 1 (the stake is returned as well):
 *   straight (1 number) 35, split (2 adjacent, incl. 0-1, 0-2, 0-3) 17, street (a row of 3,
 *   incl. the trios 0-1-2 and 0-2-3) 11, corner (4 meeting at a point, incl. 0-1-2-3) 8,
 *   six line (2 adjacent rows) 5, column 2, dozen 2, red / black / even / odd / low (1-18)
 *   / high (19-36) 1. Zero loses every outside bet (no la partage).
 * - Every bet covering n numbers returns 36/n times its stake when it wins, so its RTP is
 *   n/37 x 36/n = 36/37 = 97.297 % whatever the bet; roulette.rtp.ts checks this by
 *   enumerating the 37 pockets for every legal placement.
 */

export type RouletteBetKind =
  | 'straight'
  | 'split'
  | 'street'
  | 'corner'
  | 'sixLine'
  | 'column'
  | 'dozen'
  | 'red'
  | 'black'
  | 'even'
  | 'odd'
  | 'low'
  | 'high';

/** What each kind pays to 1 when it wins. */
export const ROULETTE_PAYS: Readonly<Record<RouletteBetKind, number>> = {
  straight: 35,
  split: 17,
  street: 11,
  corner: 8,
  sixLine: 5,
  column: 2,
  dozen: 2,
  red: 1,
  black: 1,
  even: 1,
  odd: 1,
  low: 1,
  high: 1,
};

export const POCKETS = 37;

/** The red numbers of the European wheel; the other non-zero numbers are black. */
export const RED_NUMBERS: ReadonlySet<number> = new Set([
  1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36,
]);

/** The pocket's colour. */
export function pocketColor(pocket: number): 'green' | 'red' | 'black' {
  return pocket === 0 ? 'green' : RED_NUMBERS.has(pocket) ? 'red' : 'black';
}

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);
const where = (test: (n: number) => boolean) => range(1, 36).filter(test);

// The layout: 12 rows of 3 (row r holds 3r+1, 3r+2, 3r+3), zero above the first row.
function buildPlacements(): Record<RouletteBetKind, number[][]> {
  const rows = range(0, 11);
  const split: number[][] = [
    [0, 1],
    [0, 2],
    [0, 3],
  ];
  for (let n = 1; n <= 36; n++) {
    if (n % 3 !== 0) split.push([n, n + 1]); // side by side in a row
    if (n <= 33) split.push([n, n + 3]); // one above the other
  }
  const corner: number[][] = [[0, 1, 2, 3]];
  for (let n = 1; n <= 32; n++) if (n % 3 !== 0) corner.push([n, n + 1, n + 3, n + 4]);
  return {
    straight: range(0, 36).map((n) => [n]),
    split,
    street: [[0, 1, 2], [0, 2, 3], ...rows.map((r) => range(3 * r + 1, 3 * r + 3))],
    corner,
    sixLine: range(0, 10).map((r) => range(3 * r + 1, 3 * r + 6)),
    column: [1, 2, 0].map((m) => where((n) => n % 3 === m)),
    dozen: [0, 1, 2].map((d) => range(12 * d + 1, 12 * d + 12)),
    red: [where((n) => RED_NUMBERS.has(n))],
    black: [where((n) => !RED_NUMBERS.has(n))],
    even: [where((n) => n % 2 === 0)],
    odd: [where((n) => n % 2 === 1)],
    low: [range(1, 18)],
    high: [range(19, 36)],
  };
}

/** Every legal placement of every kind, as the sorted numbers it covers. */
export const PLACEMENTS: Readonly<Record<RouletteBetKind, readonly (readonly number[])[]>> = buildPlacements();

const LEGAL = new Map<string, Set<string>>(
  Object.entries(PLACEMENTS).map(([kind, sets]) => [kind, new Set(sets.map((s) => s.join(',')))]),
);

/** True when `numbers` (any order) is a legal placement of `kind`. */
export function isLegalPlacement(kind: RouletteBetKind, numbers: readonly number[]): boolean {
  const key = [...numbers].sort((a, b) => a - b).join(',');
  return LEGAL.get(kind)?.has(key) ?? false;
}
