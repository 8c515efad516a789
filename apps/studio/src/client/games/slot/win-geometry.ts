import type { SlotInfo, SlotWin } from './slot.types';
import { winCells } from './slot-wins';

/**
 * Where a win is drawn over the reels. The overlay's units make every cell 100 x 100
 * (the 5 x 3 window is 500 x 300): the gaps between reels are a few pixels, too little to
 * move a line off its symbols.
 */
export const REELS = 5;
export const ROWS = 3;
export const CELL = 100;
export const VIEW_WIDTH = REELS * CELL;
export const VIEW_HEIGHT = ROWS * CELL;

/** A cell's "reel:row" key, as winCells gives them. */
export const cellKey = (reel: number, row: number) => `${reel}:${row}`;
export const parseCell = (key: string) => {
  const [reel, row] = key.split(':').map(Number) as [number, number];
  return { reel, row };
};

/** How far from the cells' centre a line may run, nearest first. */
const OFFSETS = [0, -7, 7, -14, 14, -21, 21];

const sharesSegment = (a: readonly number[], b: readonly number[]) =>
  a.some((row, reel) => reel > 0 && row === b[reel] && a[reel - 1] === b[reel - 1]);

const offsetsOf = new WeakMap<readonly (readonly number[])[], number[]>();

/**
 * Lines that share a stretch of cells would hide each other when shown together: each line
 * runs a little above or below the cells' centre, a different amount from every earlier
 * line it shares a stretch with (a greedy colouring of the game's own lines, computed once).
 */
export function lineOffsets(lines: readonly (readonly number[])[]): number[] {
  const known = offsetsOf.get(lines);
  if (known) return known;
  const offsets: number[] = [];
  lines.forEach((line, i) => {
    const taken = new Set(lines.slice(0, i).flatMap((other, j) => (sharesSegment(line, other) ? [offsets[j]] : [])));
    offsets.push(OFFSETS.find((offset) => !taken.has(offset)) ?? 0);
  });
  offsetsOf.set(lines, offsets);
  return offsets;
}

/** The payline as an SVG polyline: from the window's left edge through each reel's row to its right edge. */
export function linePoints(rows: readonly number[], offset: number): string {
  const y = (row: number) => row * CELL + CELL / 2 + offset;
  const through = rows.map((row, reel) => `${reel * CELL + CELL / 2},${y(row)}`);
  return [`0,${y(rows[0]!)}`, ...through, `${VIEW_WIDTH},${y(rows[rows.length - 1]!)}`].join(' ');
}

/** Twenty well-separated colours (the golden angle around the hue circle), one per payline. */
export const lineColour = (line: number) => `hsl(${Math.round(((line - 1) * 137.508 + 45) % 360)} 95% 62%)`;

/**
 * A ways or scatter win has no line: its colour is its symbol's, so the same win keeps its
 * colour whether it is shown alone or with the others (a step has one ways win per symbol).
 */
const SYMBOL_COLOURS: Record<string, string> = {
  P: '#fde047',
  R: '#22d3ee',
  G: '#f472b6',
  B: '#a3e635',
  A: '#fb923c',
  K: '#c084fc',
  Q: '#34d399',
  J: '#f87171',
  T: '#60a5fa',
  W: '#fef08a',
  S: '#fbbf24',
};
export const winColour = (win: SlotWin) =>
  win.kind === 'line' ? lineColour(win.line ?? 1) : (SYMBOL_COLOURS[win.symbol] ?? '#fde047');

/** Where the amount of a win sits, in percent of the window: on its last paying cell, low enough to leave the symbol readable. */
export function amountAnchor(cells: readonly string[]): { left: number; top: number } {
  if (cells.length === 0) return { left: 50, top: 50 };
  const parsed = cells.map(parseCell);
  const last = Math.max(...parsed.map((cell) => cell.reel));
  const rows = parsed.filter((cell) => cell.reel === last).map((cell) => cell.row);
  const row = rows.reduce((sum, value) => sum + value, 0) / rows.length;
  return { left: ((last + 0.5) / REELS) * 100, top: ((row + 0.78) / ROWS) * 100 };
}

/** Everything the overlay draws for one win. */
export interface DrawnWin {
  win: SlotWin;
  cells: string[];
  colour: string;
  /** The payline's polyline, for line wins. */
  points: string | null;
  anchor: { left: number; top: number };
}

export function drawWin(slot: SlotInfo, grid: string[][], win: SlotWin): DrawnWin {
  const cells = winCells(slot, grid, win);
  const index = (win.line ?? 1) - 1;
  const rows = win.kind === 'line' ? slot.lines[index] : undefined;
  return {
    win,
    cells,
    colour: winColour(win),
    points: rows ? linePoints(rows, lineOffsets(slot.lines)[index]!) : null,
    // A scatter pays wherever its symbols lie: its amount goes in the middle of the window.
    anchor: win.kind === 'scatter' ? { left: 50, top: 50 } : amountAnchor(cells),
  };
}

/**
 * How far each cell of the grid after a cascade fell, in rows: the symbols left standing
 * drop onto the ones below them and the new ones fall in from above the window, as the
 * engine refills a reel (slot.core.ts runCascades). Result is [reel][row].
 */
export function fallDistances(before: string[][], removed: ReadonlySet<string>): number[][] {
  return before.map((column, reel) => {
    const gone = column.map((_, row) => removed.has(cellKey(reel, row)));
    const count = gone.filter(Boolean).length;
    const fallen = new Array<number>(column.length).fill(count);
    // Standing symbols keep their order at the bottom: each drops by the removed cells below it.
    let write = column.length - 1;
    for (let row = column.length - 1; row >= 0; row--) {
      if (gone[row]) continue;
      fallen[write] = write - row;
      write--;
    }
    return fallen;
  });
}

/** The grid a cascade step leaves before its refill: the standing symbols at the bottom of each reel, null above them. */
export function settle(before: string[][], removed: ReadonlySet<string>): (string | null)[][] {
  return before.map((column, reel) => {
    const standing = column.filter((_, row) => !removed.has(cellKey(reel, row)));
    return [...new Array<null>(column.length - standing.length).fill(null), ...standing];
  });
}
