import { useLayoutEffect, useMemo, useRef } from 'react';
import { SymbolTile } from './symbols';

const ROWS = 3;

export interface ReelsView {
  /** grid[reel][row] shown now (after a spin: its final symbols). */
  grid: string[][];
  /** The grid before the spin, seen spinning away; null when not spinning. */
  from: string[][] | null;
  /** Increments on every new spin: restarts the strips. */
  spinId: number;
  /** Duration of the first reel; each next reel stops later. */
  durationMs: number;
  /** "reel:row" cells of the win on show; every other cell dims. */
  highlight: Set<string>;
  /** Cells that just fell in (cascades). */
  dropped: Set<string>;
  /** Polyline of the payline on show, as rows per reel. */
  line: number[] | null;
}

export const reelStopMs = (reel: number, durationMs: number) => durationMs + reel * 220;

/** Five reels that spin down with easing and stop one by one; reels read left to right in every language. */
export function Reels({ gameId, view, codes }: { gameId: string; view: ReelsView; codes: string[] }) {
  return (
    <div className="reels" dir="ltr">
      {view.grid.map((column, reel) => (
        <Reel key={reel} reel={reel} gameId={gameId} column={column} view={view} codes={codes} />
      ))}
      {view.line && (
        <svg className="payline" viewBox="0 0 5 3" preserveAspectRatio="none" aria-hidden>
          <polyline points={view.line.map((row, reel) => `${reel + 0.5},${row + 0.5}`).join(' ')} />
        </svg>
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

  return (
    <div className={`reel${spinning ? ' spinning' : ''}`}>
      <div className="strip" ref={strip}>
        {cells.map((code, i) => {
          const key = `${reel}:${i}`;
          const lit = !spinning && i < ROWS && view.highlight.has(key);
          const dim = !spinning && view.highlight.size > 0 && !lit;
          const drop = !spinning && i < ROWS && view.dropped.has(key);
          return (
            <div
              key={spinning ? `s${i}` : `c${i}-${code}-${view.spinId}`}
              className={`cell${lit ? ' lit' : ''}${dim ? ' dim' : ''}${drop ? ' drop' : ''}`}
            >
              <SymbolTile gameId={props.gameId} code={code} />
            </div>
          );
        })}
      </div>
    </div>
  );
}
