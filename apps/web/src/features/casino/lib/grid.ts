/** Tiles are at least this wide; the grid fits as many columns as the width allows. */
export const MIN_TILE_PX = { narrow: 150, wide: 180 } as const;
/**
 * Room under each picture: the producer's line, and on touch screens the play and demo
 * buttons too (a mouse gets them over the picture, on hover).
 */
export const TILE_TEXT_PX = { mouse: 28, touch: 68 } as const;

export interface GridMetrics {
  columns: number;
  tileWidth: number;
  rowHeight: number;
  gap: number;
}

/** Columns, tile size and row height for a grid `width` pixels wide (never fewer than 2 columns). */
export function gridMetrics(width: number, touch = false): GridMetrics {
  const narrow = width < 640;
  const gap = narrow ? 12 : 16;
  const min = narrow ? MIN_TILE_PX.narrow : MIN_TILE_PX.wide;
  const columns = Math.max(2, Math.floor((width + gap) / (min + gap)));
  const tileWidth = Math.max(0, (width - gap * (columns - 1)) / columns);
  const text = touch ? TILE_TEXT_PX.touch : TILE_TEXT_PX.mouse;
  return { columns, tileWidth, rowHeight: Math.round(tileWidth + text), gap };
}
