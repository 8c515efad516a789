import type { CSSProperties } from 'react';
import { formatMoney } from '../../lib/money';
import { CELL, parseCell, VIEW_HEIGHT, VIEW_WIDTH, type DrawnWin } from './win-geometry';

/**
 * The wins on show, drawn over the reels: each payline in its colour through the window, a
 * frame in the same colour around every symbol that paid, and (when `labelled`) the amount
 * each win paid, on its last paying symbol.
 */
export function WinOverlay(props: { drawn: DrawnWin[]; labelled: boolean; currency: string; coinValue: number }) {
  const labels = props.labelled ? stackedAnchors(props.drawn) : [];
  return (
    <div className="win-overlay" aria-hidden>
      <svg viewBox={`0 0 ${VIEW_WIDTH} ${VIEW_HEIGHT}`} preserveAspectRatio="none">
        {props.drawn.map(({ win, cells, colour }, i) =>
          cells.map((cell) => {
            const { reel, row } = parseCell(cell);
            return (
              <rect
                key={`${i}-${cell}`}
                className="win-frame"
                x={reel * CELL + 3}
                y={row * CELL + 3}
                width={CELL - 6}
                height={CELL - 6}
                rx="10"
                stroke={colour}
                data-kind={win.kind}
              />
            );
          }),
        )}
        {props.drawn.map(({ win, points, colour }) =>
          points ? (
            <g key={`line-${win.line}`} className="win-line" data-testid="win-line" data-line={win.line}>
              <polyline className="shade" points={points} />
              <polyline points={points} stroke={colour} />
            </g>
          ) : null,
        )}
      </svg>
      {labels.map(({ drawn, left, top }, i) => (
        <div
          key={i}
          className="win-amount"
          data-testid="win-amount"
          style={{ left: `${left}%`, top: `${top}%`, '--win': drawn.colour } as CSSProperties}
        >
          {formatMoney(drawn.win.amount * props.coinValue, props.currency)}
        </div>
      ))}
    </div>
  );
}

/** Amounts that would sit on the same cell are stacked instead (upwards when they would leave the window). */
function stackedAnchors(drawn: DrawnWin[]) {
  const taken = new Map<string, number>();
  return drawn.map((win) => {
    const key = `${win.anchor.left}:${win.anchor.top}`;
    const n = taken.get(key) ?? 0;
    taken.set(key, n + 1);
    const step = 11 * Math.ceil(n / 2) * (n % 2 === 1 ? -1 : 1);
    return { drawn: win, left: win.anchor.left, top: Math.min(94, Math.max(6, win.anchor.top + step)) };
  });
}
