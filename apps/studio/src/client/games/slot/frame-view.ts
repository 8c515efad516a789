import type { FrameView } from './reels';
import type { SlotInfo } from './slot.types';
import { drawWin } from './win-geometry';
import type { Frame } from './win-show';

const NONE: ReadonlySet<string> = new Set();

/**
 * What the reels show for one frame of a spin's show. A win's amount is written on the
 * reels when it is shown alone, or, with reduced motion, for every win (nothing cycles
 * through them then, so each must be readable at once).
 */
export function toFrameView(slot: SlotInfo, frame: Frame, id: number, reduced: boolean): FrameView {
  if (frame.kind === 'burst') {
    return { id, lit: NONE, drawn: [], labelled: false, burst: new Set(frame.removed), fall: null };
  }
  if (frame.kind === 'fall') {
    return { id, lit: NONE, drawn: [], labelled: false, burst: NONE, fall: frame.fall };
  }
  const drawn = frame.wins.map((win) => drawWin(slot, frame.grid, win));
  return {
    id,
    lit: new Set(drawn.flatMap((win) => win.cells)),
    drawn,
    labelled: reduced || drawn.length === 1,
    burst: NONE,
    fall: null,
  };
}
