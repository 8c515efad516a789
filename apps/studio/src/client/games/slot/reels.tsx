import { useLayoutEffect, useMemo, useRef, type CSSProperties } from 'react';
import { SymbolTile } from './symbols';
import type { DrawnWin } from './win-geometry';
import { WinOverlay } from './win-overlay';

const ROWS = 3;

/** What the reels show of a win frame (see win-show.ts). */
export interface FrameView {
  /** Changes with every frame: restarts the fall of a refill. */
  id: number;
  /** "reel:row" cells of the wins on show; every other cell dims. */
  lit: ReadonlySet<string>;
  /** The wins drawn over the reels (lines, frames, amounts). */
  drawn: DrawnWin[];
  /** Whether each win's amount is written on the reels (one win at a time, or every win when nothing moves). */
  labelled: boolean;
  /** Cells bursting out of a cascade. */
  burst: ReadonlySet<string>;
  /** After a refill: how many rows each cell fell, [reel][row]. */
  fall: number[][] | null;
}

export interface ReelsView {
  /** grid[reel][row] shown now (after a spin: its final symbols). */
  grid: string[][];
  /** The grid before the spin, seen spinning away; null when not spinning. */
  from: string[][] | null;
  /** Increments on every new spin: restarts the strips. */
  spinId: number;
  /** Duration of the first reel; each next reel stops later. */
  durationMs: number;
  frame: FrameView | null;
}

export const reelStopMs = (reel: number, durationMs: number) => durationMs + reel * 220;

/** Five reels that spin down with easing and stop one by one; reels read left to right in every language. */
export function Reels(props: {
  gameId: string;
  view: ReelsView;
  codes: string[];
  currency: string;
  coinValue: number;
}) {
  const { view } = props;
  return (
    <div className="reels" dir="ltr">
      {view.grid.map((column, reel) => (
        <Reel key={reel} reel={reel} gameId={props.gameId} column={column} view={view} codes={props.codes} />
      ))}
      {view.frame && view.frame.drawn.length > 0 && !view.from && (
        <WinOverlay
          drawn={view.frame.drawn}
          labelled={view.frame.labelled}
          currency={props.currency}
          coinValue={props.coinValue}
        />
      )}
    </div>
  );
}

function Reel(props: { reel: number; gameId: string; column: string[]; view: ReelsView; codes: string[] }) {
  const { reel, column, view } = props;
  const strip = useRef<HTMLDivElement>(null);
  const spinning = view.from !== null;
  // Cosmetic filler between the old and the new symbols: the outcome is already decided by the server.
  const cells = useMemo(() => {
    if (!view.from) return column;
    const filler = Array.from(
      { length: 12 + reel * 3 },
      () => props.codes[Math.floor(Math.random() * props.codes.length)]!,
    );
    return [...column, ...filler, ...view.from[reel]!];
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [view.spinId, spinning, column]);

  useLayoutEffect(() => {
    const el = strip.current;
    if (!el) return;
    if (!spinning) {
      el.style.transition = 'none';
      el.style.transform = 'translateY(0)';
      return;
    }
    const n = cells.length;
    el.style.transition = 'none';
    el.style.transform = `translateY(${(-(n - ROWS) / n) * 100}%)`;
    void el.getBoundingClientRect(); // commit the start position before animating
    el.style.transition = `transform ${reelStopMs(reel, view.durationMs)}ms cubic-bezier(.15,.6,.3,1.06)`;
    el.style.transform = 'translateY(0)';
  }, [view.spinId, spinning, cells, reel, view.durationMs]);

  const frame = spinning ? null : view.frame;
  return (
    <div className={`reel${spinning ? ' spinning' : ''}`}>
      <div className="strip" ref={strip}>
        {cells.map((code, i) => {
          const key = `${reel}:${i}`;
          const lit = frame !== null && i < ROWS && frame.lit.has(key);
          const burst = frame !== null && i < ROWS && frame.burst.has(key);
          const dim = frame !== null && frame.lit.size > 0 && !lit && !burst;
          const fell = frame?.fall?.[reel]?.[i] ?? 0;
          const style = fell > 0 ? ({ '--fall': fell, '--reel': reel } as CSSProperties) : undefined;
          return (
            <div
              key={spinning ? `s${i}` : `c${i}-${code}-${view.spinId}-${fell > 0 ? frame!.id : 0}`}
              className={`cell${lit ? ' lit' : ''}${dim ? ' dim' : ''}${burst ? ' burst' : ''}${fell > 0 ? ' fall' : ''}`}
              style={style}
              data-testid={i < ROWS && !spinning ? 'reel-cell' : undefined}
              data-lit={lit || undefined}
            >
              <SymbolTile gameId={props.gameId} code={code} />
            </div>
          );
        })}
      </div>
    </div>
  );
}
