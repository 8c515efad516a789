import type { SlotInfo, SlotWin } from './slot.types';

/** The cells ("reel:row") a win is made of, on the grid it was formed on. */
export function winCells(slot: SlotInfo, grid: string[][], win: SlotWin): string[] {
  const cells: string[] = [];
  if (win.kind === 'scatter') {
    grid.forEach((column, reel) => column.forEach((code, row) => code === 'S' && cells.push(`${reel}:${row}`)));
  } else if (win.kind === 'line') {
    const line = slot.lines[(win.line ?? 1) - 1]!;
    for (let reel = 0; reel < win.count; reel++) cells.push(`${reel}:${line[reel]}`);
  } else {
    for (let reel = 0; reel < win.count; reel++)
      grid[reel]!.forEach((code, row) => (code === win.symbol || code === 'W') && cells.push(`${reel}:${row}`));
  }
  return cells;
}
