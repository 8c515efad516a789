/** Tiles are at least this wide; the grid fits as many columns as the width allows. */
export const MIN_TILE_PX = { narrow: 150, wide: 180 } as const;
/** Room under each picture for the name and the producer. */
export const TILE_TEXT_PX = 52;

export interface GridMetrics {
  columns: number;
  tileWidth: number;
  rowHeight: number;
  gap: number;
}

/** Columns, tile size and row height for a grid `width` pixels wide (never fewer than 2 columns). */
export function gridMetrics(width: number): GridMetrics {
  const narrow = width < 640;
  const gap = narrow ? 12 : 16;
  const min = narrow ? MIN_TILE_PX.narrow : MIN_TILE_PX.wide;
  const columns = Math.max(2, Math.floor((width + gap) / (min + gap)));
  const tileWidth = Math.max(0, (width - gap * (columns - 1)) / columns);
  return { columns, tileWidth, rowHeight: Math.round(tileWidth + TILE_TEXT_PX), gap };
}
